import fc from 'fast-check';
import WebSocket from 'ws';
import type { FamilyReport } from './fuzz-runner';
import { ANSWER_TIMEOUT_MS, sourceAddress } from './fuzz-settings';
import { inUrl, junkValue, nastyString, type Credentials } from './fuzz-values';

type Frame = { text: string } | { binary: Buffer };

export interface RealtimeCase {
  /** Path and query of the WebSocket URL. */
  target: string;
  vsn: string;
  frames: Frame[];
  /** Refs of frames the server must answer (each has a topic and one of our refs). */
  expectReplies: string[];
}

export interface RealtimeFuzzContext {
  credentials: Credentials;
  userId: string;
  tables: string[];
}

/** Close codes a server may use on a client's bad frames: normal, bad data, policy, too big, busy. */
const ACCEPTABLE_CLOSE = new Set([1000, 1001, 1007, 1008, 1009, 1013]);
const MAX_MESSAGE_BYTES = 1024 * 1024;

/** A Phoenix message whose every part may be of the wrong type. */
function message(ctx: RealtimeFuzzContext) {
  const token = fc.oneof(
    fc.constant(ctx.credentials.userToken),
    fc.constant(ctx.credentials.anonKey),
    fc.constantFrom(...ctx.credentials.garbageTokens),
    junkValue,
  );
  const binding = fc.record(
    {
      event: fc.oneof(fc.constantFrom('*', 'INSERT', 'UPDATE', 'DELETE'), nastyString, junkValue),
      schema: fc.oneof(fc.constant('public'), nastyString, junkValue),
      table: fc.oneof(fc.constantFrom(...ctx.tables), nastyString, junkValue),
      filter: fc.oneof(
        fc.constantFrom(
          `user_id=eq.${ctx.userId}`,
          'id=in.(1,2',
          'id=in.()',
          'x=zz.1',
          'id=eq.',
          `user_id=in.(${'1,'.repeat(5000)}1)`,
          'name=eq.%ff%fe',
        ),
        nastyString,
        junkValue,
      ),
    },
    { requiredKeys: [] },
  );
  const joinPayload = fc.record(
    {
      config: fc.oneof(
        fc.record(
          {
            broadcast: junkValue,
            presence: junkValue,
            postgres_changes: fc.oneof(
              fc.array(fc.oneof(binding, junkValue), { maxLength: 4 }),
              junkValue,
            ),
            private: fc.oneof(fc.boolean(), junkValue),
          },
          { requiredKeys: [] },
        ),
        junkValue,
      ),
      access_token: token,
    },
    { requiredKeys: [] },
  );
  return fc.record({
    // A frame without a readable topic closes the socket (1007); most keep one, so the frames
    // after it are judged too.
    topic: fc.oneof(
      {
        arbitrary: fc.constantFrom('phoenix', 'realtime:public:charts', 'realtime:fuzz'),
        weight: 6,
      },
      { arbitrary: nastyString.map((s) => `realtime:${s}`), weight: 3 },
      { arbitrary: junkValue, weight: 1 },
    ),
    event: fc.oneof(
      {
        arbitrary: fc.constantFrom('phx_join', 'heartbeat', 'phx_leave', 'access_token'),
        weight: 4,
      },
      { arbitrary: fc.constantFrom('broadcast', 'presence', 'phx_reply', 'phx_close'), weight: 1 },
      { arbitrary: fc.oneof(nastyString, junkValue), weight: 1 },
    ),
    payload: fc.oneof(
      { arbitrary: joinPayload, weight: 4 },
      { arbitrary: fc.record({ access_token: token }), weight: 1 },
      { arbitrary: junkValue, weight: 1 },
    ),
    joinRef: fc.oneof(fc.constant('j1'), junkValue),
    ownRef: fc.boolean(),
    junkRef: junkValue,
    shape: fc.constantFrom('native', 'native', 'native', 'other', 'short', 'long'),
  });
}

/** One connection: how it connects, then a few frames, each possibly broken. */
export function realtimeCases(ctx: RealtimeFuzzContext): fc.Arbitrary<RealtimeCase> {
  const apikey = fc.oneof(
    { arbitrary: fc.constant(`apikey=${ctx.credentials.anonKey}`), weight: 12 },
    { arbitrary: fc.constant(''), weight: 1 },
    { arbitrary: fc.constant(`apikey=${ctx.credentials.userToken}`), weight: 1 },
    {
      arbitrary: inUrl(
        fc.oneof(fc.constantFrom(...ctx.credentials.garbageTokens), nastyString),
      ).map((k) => `apikey=${k}`),
      weight: 1,
    },
  );
  const vsn = fc.oneof(
    { arbitrary: fc.constantFrom('1.0.0', '2.0.0'), weight: 8 },
    { arbitrary: fc.constantFrom('', '3.0.0', '1', '2.0.0.0'), weight: 1 },
  );
  const rawFrame: fc.Arbitrary<Frame> = fc.oneof(
    nastyString.map((text) => ({ text })),
    junkValue.map((v) => ({ text: JSON.stringify(v) ?? 'null' })),
    fc.constantFrom(
      { text: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
      {
        text: `{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"x","pad":"${'x'.repeat(900_000)}"}`,
      },
      { text: 'x'.repeat(MAX_MESSAGE_BYTES + 1) },
    ),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ binary: Buffer.from(bytes) })),
    fc
      .tuple(fc.nat(255), fc.nat(255), fc.uint8Array({ maxLength: 32 }))
      .map(([kind, length, rest]) => ({
        binary: Buffer.from([kind, length, length, length, ...rest]),
      })),
  );
  return fc
    .record({
      path: fc.oneof(
        { arbitrary: fc.constant('/realtime/v1/websocket'), weight: 8 },
        {
          arbitrary: fc.constantFrom('/realtime/v1/websocket/', '/realtime/v1', '/realtime/v1/x'),
          weight: 1,
        },
      ),
      apikey,
      vsn,
      extra: fc.option(inUrl(nastyString), { nil: undefined }),
      subscription: fc.option(
        fc.record({
          token: fc.constantFrom(ctx.credentials.userToken, ctx.credentials.anonKey),
          event: fc.constantFrom('*', 'INSERT', 'UPDATE', 'DELETE'),
          filter: fc.constantFrom(
            undefined,
            `user_id=eq.${ctx.userId}`,
            'name=eq.Fuzz',
            'name=neq.Fuzz',
            `id=in.(${ctx.userId})`,
            'latitude=gt.0',
          ),
        }),
        { nil: undefined },
      ),
      frames: fc.array(
        fc.oneof({ arbitrary: message(ctx), weight: 8 }, { arbitrary: rawFrame, weight: 1 }),
        {
          minLength: 1,
          maxLength: 6,
        },
      ),
    })
    .map((p) => {
      const expectReplies: string[] = [];
      const frames = p.frames.map((f, i): Frame => {
        if ('text' in f || 'binary' in f) return f as Frame;
        const ref = f.ownRef ? `r${i}` : f.junkRef;
        const asArray = (p.vsn === '2.0.0') === (f.shape !== 'other');
        let value: unknown = asArray
          ? [f.joinRef, ref, f.topic, f.event, f.payload]
          : { topic: f.topic, event: f.event, payload: f.payload, ref, join_ref: f.joinRef };
        if (Array.isArray(value) && f.shape === 'short') value = value.slice(0, 3);
        if (Array.isArray(value) && f.shape === 'long') value = [...value, 'extra'];
        // Whatever the frame's flaws, a topic and a ref are enough for the server to answer it.
        if (f.ownRef && typeof f.topic === 'string') expectReplies.push(`r${i}`);
        return { text: JSON.stringify(value) };
      });
      if (p.subscription) {
        // A well-formed subscription to the table whose rows change, so changes meet the frames.
        const { token, event, filter } = p.subscription;
        const payload = {
          config: { postgres_changes: [{ event, schema: 'public', table: 'charts', filter }] },
          access_token: token,
        };
        const topic = 'realtime:fuzz-charts';
        frames.unshift({
          text: JSON.stringify(
            p.vsn === '2.0.0'
              ? ['s', 's', topic, 'phx_join', payload]
              : { topic, event: 'phx_join', payload, ref: 's', join_ref: 's' },
          ),
        });
        expectReplies.push('s');
      }
      const query = [p.apikey, p.vsn ? `vsn=${p.vsn}` : '', p.extra ?? '']
        .filter(Boolean)
        .join('&');
      return { target: `${p.path}?${query}`, vsn: p.vsn, frames, expectReplies };
    });
}

const refOf = (data: string): unknown => {
  try {
    const parsed: unknown = JSON.parse(data);
    if (Array.isArray(parsed)) return parsed[1];
    if (parsed && typeof parsed === 'object') return (parsed as { ref?: unknown }).ref;
  } catch {
    // Not ours to judge: only replies to our refs are looked for.
  }
  return undefined;
};

const heartbeat = (vsn: string) =>
  vsn === '2.0.0'
    ? JSON.stringify([null, 'final', 'phoenix', 'heartbeat', {}])
    : JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'final' });

interface Played {
  /** How the connection ended: `handshake 400`, `closed 1007`, `answered`… */
  label: string;
  problem: string | null;
  /** postgres_changes events the socket received while the group's data changed. */
  changes: number;
}

interface Connection {
  /** Settles once the frames are sent, or the connection failed or closed. */
  ready: Promise<void>;
  /** Sends the final heartbeat and waits for its answer, or for the end of the connection. */
  finish(): Promise<Played>;
}

/** Opens one case's socket and sends its frames; the verdict comes with `finish()`. */
function open(baseUrl: string, c: RealtimeCase, localAddress: string): Connection {
  const url = `${baseUrl.replace(/^http/, 'ws')}${c.target}`;
  const replied = new Set<string>();
  let changes = 0;
  let opened = false;
  let played: Played | undefined;
  let settle: (p: Played) => void = () => undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((r) => (markReady = r));
  const verdict = new Promise<Played>((r) => (settle = r));
  const ws = new WebSocket(url, {
    localAddress,
    handshakeTimeout: ANSWER_TIMEOUT_MS,
    maxPayload: 64 * 1024 * 1024,
  });
  const end = (label: string, problem: string | null) => {
    if (played) return;
    played = { label, problem, changes };
    if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.terminate();
    markReady();
    settle(played);
  };
  const handshakeTimer = setTimeout(
    () => !opened && end('hung', 'no handshake answer (hung)'),
    ANSWER_TIMEOUT_MS,
  );
  ws.on('unexpected-response', (_req, res) => {
    res.resume();
    const status = res.statusCode ?? 0;
    end(`handshake ${status}`, status >= 500 ? `handshake answered ${status}` : null);
  });
  ws.on('error', (error) =>
    end(
      opened ? 'socket error' : 'handshake failed',
      opened ? null : `handshake failed: ${error.message}`,
    ),
  );
  ws.on('close', (code, reason) => {
    if (!opened) return end('closed before opening', null);
    end(
      `closed ${code}`,
      ACCEPTABLE_CLOSE.has(code) ? null : `socket closed with ${code} ${reason.toString()}`,
    );
  });
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const text = data.toString();
    if (text.includes('"postgres_changes"')) changes++;
    const ref = refOf(text);
    if (typeof ref !== 'string') return;
    replied.add(ref);
    if (ref !== 'final') return;
    const missing = c.expectReplies.filter((r) => !replied.has(r));
    end(
      'answered',
      missing.length
        ? `no reply to frame(s) ${missing.join(', ')} (the server failed on them)`
        : null,
    );
  });
  ws.on('open', () => {
    opened = true;
    clearTimeout(handshakeTimer);
    for (const frame of c.frames) {
      if ('text' in frame) ws.send(frame.text);
      else ws.send(frame.binary, { binary: true });
    }
    markReady();
  });
  return {
    ready,
    finish: async () => {
      clearTimeout(handshakeTimer);
      if (played) return played;
      // Frames are handled in order, so the answer to this one means all before it were handled.
      ws.send(heartbeat(c.vsn));
      const timer = setTimeout(
        () => end('hung', 'no answer to the final heartbeat (hung)'),
        ANSWER_TIMEOUT_MS,
      );
      const result = await verdict;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Sockets opened together, so each group's subscriptions see the same data changes. */
const GROUP_SIZE = 10;

/**
 * Plays the cases in groups: the group's sockets connect and send their frames, then `changeData`
 * inserts, updates and deletes rows of captured tables through the API, so the fuzzed
 * subscriptions meet real changes; then every socket must still answer a heartbeat.
 */
export async function runRealtimeFamily(opts: {
  baseUrl: string;
  familyIndex: number;
  cases: RealtimeCase[];
  changeData: () => Promise<void>;
}): Promise<FamilyReport> {
  const report: FamilyReport = {
    family: 'realtime',
    sent: 0,
    statuses: {},
    checkedBatches: 0,
    failures: [],
  };
  for (let at = 0; at < opts.cases.length; at += GROUP_SIZE) {
    const group = opts.cases.slice(at, at + GROUP_SIZE);
    const connections = group.map((c, i) =>
      open(opts.baseUrl, c, sourceAddress(opts.familyIndex, at + i)),
    );
    await Promise.all(connections.map((c) => c.ready));
    await opts.changeData();
    // Changes reach subscribers asynchronously (NOTIFY, then a re-read under each one's claims).
    await new Promise((r) => setTimeout(r, 300));
    const results = await Promise.all(connections.map((c) => c.finish()));
    results.forEach(({ label, problem, changes }, i) => {
      const c = group[i]!;
      report.sent++;
      report.statuses[label] = (report.statuses[label] ?? 0) + 1;
      report.statuses['changes delivered'] = (report.statuses['changes delivered'] ?? 0) + changes;
      if (!problem) return;
      const frames = c.frames
        .map((f) =>
          'text' in f
            ? `text ${JSON.stringify(f.text.slice(0, 200))}`
            : `binary ${f.binary.toString('hex').slice(0, 80)}`,
        )
        .join('\n      ');
      report.failures.push(
        `#${at + i} ${c.target.slice(0, 200)}\n      ${frames}\n    → ${problem}`,
      );
    });
  }
  return report;
}

/** True when a fresh socket with the anon key gets its heartbeat answered (the service is up). */
export async function realtimeAnswers(baseUrl: string, anonKey: string): Promise<boolean> {
  const connection = open(
    baseUrl,
    {
      target: `/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`,
      vsn: '2.0.0',
      frames: [],
      expectReplies: [],
    },
    '127.0.0.1',
  );
  await connection.ready;
  const played = await connection.finish();
  return played.label === 'answered' && played.problem === null;
}
