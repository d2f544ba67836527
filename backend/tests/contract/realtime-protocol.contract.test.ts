import { request } from 'node:http';
import { DEMO, signedInClient, stack } from './support/clients';
import { RawSocket, runMarker, sleep, VSNS, waitFor } from './support/realtime-kit';

const joinPayload = (postgresChanges: unknown[], accessToken?: string) => ({
  config: {
    broadcast: { ack: false, self: false },
    presence: { key: '', enabled: false },
    postgres_changes: postgresChanges,
    private: false,
  },
  ...(accessToken ? { access_token: accessToken } : {}),
});

/** Attempts a WebSocket upgrade by hand and returns the HTTP answer that refused it. */
function upgradeStatus(query: string): Promise<{ status: number; body: string }> {
  return new Promise((resolveAnswer, reject) => {
    const req = request(`${stack.url}/realtime/v1/websocket?${query}`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, body }));
    });
    req.on('upgrade', () => reject(new Error('the upgrade was accepted')));
    req.on('error', reject);
    req.end();
  });
}

describe.each(VSNS)('realtime protocol with serializer %s', (vsn) => {
  const sockets: RawSocket[] = [];
  const open = async (opts?: Parameters<typeof RawSocket.open>[1]) => {
    const s = await RawSocket.open(vsn, opts);
    sockets.push(s);
    return s;
  };
  afterAll(() => sockets.forEach((s) => s.close()));

  it('answers heartbeats on the phoenix topic', async () => {
    const s = await open();
    s.push('phoenix', 'heartbeat', {}, '7');
    const reply = await s.waitMessage('the heartbeat reply', (m) => m.ref === '7');
    expect(reply).toMatchObject({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });

  it('echoes the bindings exactly with integer ids, then says Subscribed to PostgreSQL', async () => {
    const s = await open();
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'wizard_announcements', filter: 'priority=gt.5' },
      { event: '*', schema: 'public', table: 'charts', extra: { kept: true } },
      { event: 'DELETE', schema: 'public' },
    ];
    s.push('realtime:echo', 'phx_join', joinPayload(bindings), '1', '1');
    const reply = await s.waitMessage(
      'the join reply',
      (m) => m.event === 'phx_reply' && m.ref === '1',
    );
    expect(reply.join_ref).toBe('1');
    expect(reply.payload.status).toBe('ok');
    const echoed = (reply.payload.response as { postgres_changes: Record<string, unknown>[] })
      .postgres_changes;
    expect(echoed).toHaveLength(3);
    echoed.forEach((entry, i) => {
      const { id, ...rest } = entry;
      expect(rest).toEqual(bindings[i]);
      expect(Number.isInteger(id)).toBe(true);
    });
    expect(new Set(echoed.map((e) => e.id)).size).toBe(3);
    const system = await s.waitMessage('the system message', (m) => m.event === 'system');
    expect(system).toMatchObject({
      topic: 'realtime:echo',
      ref: null,
      payload: {
        channel: 'echo',
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
      },
    });
  });

  it('sends change ids of the same JSON type as the join reply, and stops after phx_leave', async () => {
    const admin = (await signedInClient(DEMO.admin.email, DEMO.admin.password)).client;
    const s = await open();
    s.push(
      'realtime:leave',
      'phx_join',
      joinPayload([{ event: 'INSERT', schema: 'public', table: 'wizard_announcements' }]),
      '1',
      '1',
    );
    const reply = await s.waitMessage('the join reply', (m) => m.ref === '1');
    const id = (reply.payload.response as { postgres_changes: { id: number }[] })
      .postgres_changes[0]!.id;
    const first = runMarker('raw');
    await admin.from('wizard_announcements').insert({ title: first, content: 'raw' });
    const change = await s.waitMessage('the change', (m) => m.event === 'postgres_changes');
    expect(change.payload.ids).toEqual([id]);
    expect(change.payload.data).toMatchObject({
      schema: 'public',
      table: 'wizard_announcements',
      type: 'INSERT',
      record: { title: first },
      errors: null,
      columns: expect.arrayContaining([
        { name: 'id', type: 'uuid' },
        { name: 'priority', type: 'int4' },
        { name: 'is_active', type: 'bool' },
        { name: 'created_at', type: 'timestamptz' },
      ]),
    });
    expect(change.payload.data).not.toHaveProperty('old_record');

    s.push('realtime:leave', 'phx_leave', {}, '2', '1');
    const left = await s.waitMessage('the leave reply', (m) => m.ref === '2');
    expect(left.payload).toEqual({ status: 'ok', response: {} });
    await admin
      .from('wizard_announcements')
      .insert({ title: runMarker('raw-after'), content: 'raw' });
    await sleep(300);
    expect(s.messages().filter((m) => m.event === 'postgres_changes')).toHaveLength(1);
  });

  it('limits channels per connection and joins per second with error replies', async () => {
    const s = await open();
    const join = (i: number) =>
      s.push(`realtime:limit-${i}`, 'phx_join', joinPayload([]), `j${i}`, `j${i}`);
    for (let i = 0; i < 110; i++) join(i);
    await s.waitMessage('the last join reply', (m) => m.ref === 'j109');
    const replies = s.messages().filter((m) => String(m.ref).startsWith('j'));
    const refused = replies.filter((m) => m.payload.status === 'error');
    expect(refused).toHaveLength(10);
    expect(refused[0]!.payload.response).toEqual({ reason: 'Too many joins per second' });

    // After the window passes, the channel limit (100 joined) is what refuses.
    await sleep(1100);
    s.push('realtime:one-more', 'phx_join', joinPayload([]), 'm1', 'm1');
    const more = await s.waitMessage('the 101st join reply', (m) => m.ref === 'm1');
    expect(more.payload).toEqual({
      status: 'error',
      response: { reason: 'Too many channels (at most 100 per connection)' },
    });
    // Leaving one makes room again.
    s.push('realtime:limit-0', 'phx_leave', {}, 'l1', 'j0');
    await s.waitMessage('the leave reply', (m) => m.ref === 'l1');
    s.push('realtime:one-more', 'phx_join', joinPayload([]), 'm2', 'm2');
    const room = await s.waitMessage('the join after leaving', (m) => m.ref === 'm2');
    expect(room.payload.status).toBe('ok');
  });

  it('refuses bad joins with reasons: unknown table, bad filter, private channel, bad token', async () => {
    const s = await open();
    const cases: [unknown, RegExp][] = [
      [
        joinPayload([{ event: 'INSERT', schema: 'public', table: 'no_such_table' }]),
        /not published/,
      ],
      [
        joinPayload([{ event: 'INSERT', schema: 'public', table: 'charts', filter: 'nope=eq.1' }]),
        /column "nope" does not exist/,
      ],
      [
        joinPayload([
          { event: 'INSERT', schema: 'public', table: 'charts', filter: 'latitude=gt.north' },
        ]),
        /invalid input syntax for type float8/,
      ],
      [
        joinPayload([
          { event: 'INSERT', schema: 'public', table: 'charts', filter: 'name=like.x%' },
        ]),
        /operator "like" is not supported/,
      ],
      [joinPayload([{ event: 'TRUNCATE', schema: 'public', table: 'charts' }]), /event must be/],
      [
        { config: { private: true } },
        /You do not have permissions to read from this Channel topic/,
      ],
      [joinPayload([], 'not-a-jwt'), /InvalidJWTToken/],
      [{ config: 'nonsense' }, /Invalid join payload/],
    ];
    for (const [i, [payload, reason]] of cases.entries()) {
      s.push(`realtime:bad-${i}`, 'phx_join', payload, `b${i}`, `b${i}`);
      const reply = await s.waitMessage(`reply ${i}`, (m) => m.ref === `b${i}`);
      expect(reply.payload.status).toBe('error');
      expect(String((reply.payload.response as { reason: string }).reason)).toMatch(reason);
    }
    expect(s.closeCode).toBeUndefined();
  });

  it('answers unknown topics and events, and malformed messages that name a topic, without closing', async () => {
    const s = await open();
    s.push('realtime:never-joined', 'access_token', { access_token: 'x' }, 'u1');
    expect((await s.waitMessage('unmatched', (m) => m.ref === 'u1')).payload).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    s.push('elsewhere', 'phx_join', {}, 'u2', 'u2');
    expect((await s.waitMessage('bad topic', (m) => m.ref === 'u2')).payload.response).toEqual({
      reason: 'unmatched topic',
    });
    s.push('phoenix', 'dance', {}, 'u3');
    expect((await s.waitMessage('bad phoenix event', (m) => m.ref === 'u3')).payload.status).toBe(
      'error',
    );
    // Right topic and ref, wrong shape: the payload is not an object.
    s.sendRaw(
      JSON.stringify(
        vsn === '2.0.0'
          ? [null, 'u4', 'realtime:x', 'phx_join', 'oops']
          : { topic: 'realtime:x', event: 'phx_join', payload: 'oops', ref: 'u4' },
      ),
    );
    const malformed = await s.waitMessage('malformed', (m) => m.ref === 'u4');
    expect(malformed.payload).toMatchObject({
      status: 'error',
      response: { reason: expect.stringContaining('malformed message') },
    });
    s.push('phoenix', 'heartbeat', {}, 'u5');
    await s.waitMessage('still alive', (m) => m.ref === 'u5');
    expect(s.closeCode).toBeUndefined();
  });

  it('closes on frames that are not JSON (1007) or too large (1009), and keeps serving others', async () => {
    const garbage = await open();
    garbage.sendRaw('{this is not json');
    expect(await garbage.waitClosed()).toBe(1007);

    const huge = await open();
    huge.sendRaw('x'.repeat(2 * 1024 * 1024));
    expect(await huge.waitClosed()).toBe(1009);

    const healthy = await open();
    healthy.push('phoenix', 'heartbeat', {}, 'h1');
    await healthy.waitMessage('a heartbeat after the bad clients', (m) => m.ref === 'h1');
  });

  it('checks the apikey and vsn before upgrading', async () => {
    await expect(RawSocket.open(vsn, { apikey: '' })).rejects.toThrow('HTTP 401');
    await expect(RawSocket.open(vsn, { apikey: 'wrong' })).rejects.toThrow('HTTP 401');
    const badVsn = await upgradeStatus(`apikey=${stack.anonKey}&vsn=9.9.9`);
    expect(badVsn.status).toBe(400);
    expect(JSON.parse(badVsn.body)).toMatchObject({
      message: expect.stringContaining('unsupported vsn'),
    });
  });
});

describe('realtime binary frames (serializer 2.0.0)', () => {
  it('answers a binary broadcast push to a topic it has not joined instead of dropping the connection', async () => {
    const s = await RawSocket.open('2.0.0');
    const parts = ['', 'r9', 'realtime:bin', 'evt', ''].map((p) => Buffer.from(p));
    const header = Buffer.from([
      3,
      parts[0]!.length,
      parts[1]!.length,
      parts[2]!.length,
      parts[3]!.length,
      0,
      1,
    ]);
    s.sendRaw(Buffer.concat([header, ...parts, Buffer.from('{"a":1}')]));
    const reply = await waitFor('the binary reply', () => s.messages().find((m) => m.ref === 'r9'));
    expect(reply.payload).toMatchObject({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    s.close();
  });
});
