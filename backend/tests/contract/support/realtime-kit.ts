import { dirname } from 'node:path';
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import type { JWK } from 'jose';
import WebSocket from 'ws';
import { loadJwtKeys, type JwtKeys } from '../../../src/auth/jwt-keys';
import { loadOrCreateSecrets } from '../../../src/lib/stack-secrets';
import { stack } from './clients';

export type Vsn = '1.0.0' | '2.0.0';
export const VSNS: Vsn[] = ['1.0.0', '2.0.0'];
export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false,
  // Generous: a delivery is usually there in milliseconds, but a two-core machine running the
  // whole suite has been seen take over 3 s; a wait that succeeds returns at once all the same.
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

let keys: Promise<JwtKeys> | undefined;
/** The stack's own signing key, read from its data directory, to mint tokens with chosen expiry. */
export function stackKeys(): Promise<JwtKeys> {
  keys ??= (async () => {
    const dataDir = dirname(process.env.CONTRACT_STACK_FILE!);
    const secrets = await loadOrCreateSecrets(dataDir);
    return loadJwtKeys(secrets.jwtPrivateJwk as JWK, () => `${stack.url}/auth/v1`);
  })();
  return keys;
}

/** A user access token like auth issues, for `userId`, valid for `seconds`. */
export async function mintUserToken(userId: string, seconds: number): Promise<string> {
  return (await stackKeys()).sign(
    { sub: userId, role: 'authenticated', aud: 'authenticated', session_id: crypto.randomUUID() },
    seconds,
  );
}

/**
 * A supabase-js client whose realtime socket uses serializer `vsn` and whose token comes from
 * `token()` (re-read on connect, on heartbeat and on `realtime.setAuth()`).
 */
export function realtimeClient(vsn: Vsn, token: () => string, url = stack.url): SupabaseClient {
  return createClient(url, stack.anonKey, {
    accessToken: async () => token(),
    realtime: { transport: WebSocket as never, vsn, heartbeatIntervalMs: 5000 } as never,
  });
}

export interface Subscription {
  channel: RealtimeChannel;
  /** Changes per binding, in the order the bindings were given. */
  changes: Change[][];
  system: Record<string, unknown>[];
  statuses: string[];
}

export interface BindingSpec {
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  table: string;
  filter?: string;
}

/** Joins a channel with these bindings and resolves once the server confirmed the join. */
export async function subscribe(
  client: SupabaseClient,
  topic: string,
  bindings: BindingSpec[],
): Promise<Subscription> {
  // The join carries the token only if the client already holds it; a channel subscribed in the
  // same tick as createClient would otherwise join with the anon key's claims.
  await client.realtime.setAuth();
  const channel = client.channel(topic);
  const sub: Subscription = { channel, changes: bindings.map(() => []), system: [], statuses: [] };
  bindings.forEach((b, i) => {
    channel.on(
      'postgres_changes' as never,
      {
        event: b.event,
        schema: 'public',
        table: b.table,
        ...(b.filter ? { filter: b.filter } : {}),
      } as never,
      ((payload: Change) => sub.changes[i]!.push(payload)) as never,
    );
  });
  channel.on(
    'system' as never,
    {} as never,
    ((payload: Record<string, unknown>) => sub.system.push(payload)) as never,
  );
  await new Promise<void>((resolveJoin, reject) => {
    channel.subscribe((status, error) => {
      sub.statuses.push(status);
      if (status === 'SUBSCRIBED') resolveJoin();
      else if (status !== 'CLOSED')
        reject(new Error(`subscribe failed: ${status} ${error?.message ?? ''}`));
    });
  });
  return sub;
}

/** Rows of one test run carry a unique marker, so parallel leftovers never confuse a check. */
export const runMarker = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** A bare WebSocket speaking the protocol by hand, for what supabase-js would never send. */
export class RawSocket {
  readonly frames: unknown[] = [];
  closeCode: number | undefined;
  private constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
  ) {
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.frames.push(JSON.parse(data.toString()));
    });
    ws.on('close', (code) => (this.closeCode = code));
    ws.on('error', () => undefined);
  }

  static open(vsn: Vsn, opts: { apikey?: string; url?: string } = {}): Promise<RawSocket> {
    const base = (opts.url ?? stack.url).replace(/^http/, 'ws');
    const query = new URLSearchParams({ vsn });
    if (opts.apikey !== '') query.set('apikey', opts.apikey ?? stack.anonKey);
    const ws = new WebSocket(`${base}/realtime/v1/websocket?${query}`);
    return new Promise((resolveOpen, reject) => {
      ws.once('open', () => resolveOpen(new RawSocket(ws, vsn)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  /** Sends a message in this socket's serializer. */
  push(
    topic: string,
    event: string,
    payload: unknown,
    ref: string | null,
    joinRef: string | null = null,
  ): void {
    this.ws.send(
      JSON.stringify(
        this.vsn === '2.0.0'
          ? [joinRef, ref, topic, event, payload]
          : { topic, event, payload, ref, join_ref: joinRef },
      ),
    );
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** Frames normalised to the 1.0.0 object shape. */
  messages(): {
    topic: string;
    event: string;
    payload: Record<string, unknown>;
    ref: unknown;
    join_ref: unknown;
  }[] {
    return this.frames.map((f) => {
      if (!Array.isArray(f)) return f as never;
      const [join_ref, ref, topic, event, payload] = f as [
        unknown,
        unknown,
        string,
        string,
        Record<string, unknown>,
      ];
      return { topic, event, payload, ref, join_ref };
    });
  }

  waitMessage(
    what: string,
    match: (m: ReturnType<RawSocket['messages']>[number]) => boolean,
    timeoutMs = 3000,
  ) {
    return waitFor(what, () => this.messages().find(match), timeoutMs);
  }

  waitClosed(timeoutMs = 3000): Promise<number> {
    return waitFor('the socket to close', () => this.closeCode, timeoutMs);
  }

  close(): void {
    this.ws.close();
  }
}
