import type { SupabaseClient } from '@supabase/supabase-js';
import { stack, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';
import { joinRoom } from './support/realtime-channels';
import { realtimeClient, runMarker, sleep, VSNS, waitFor } from './support/realtime-kit';

describe.each(VSNS)('realtime broadcast with serializer %s', (vsn) => {
  const clients: SupabaseClient[] = [];
  const client = (token: () => string = () => stack.anonKey) => {
    const c = realtimeClient(vsn, token);
    clients.push(c);
    return c;
  };

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
  });

  it('carries messages between clients, not back to the sender unless self is set', async () => {
    const topic = runMarker('room');
    const alice = await joinRoom(client(), topic);
    const bob = await joinRoom(client(), topic);
    const carol = await joinRoom(client(), topic, { broadcast: { self: true } });

    expect(
      await alice.channel.send({
        type: 'broadcast',
        event: 'hello',
        payload: { from: 'alice', n: 1 },
      }),
    ).toBe('ok');
    await waitFor('bob to hear alice', () => bob.broadcasts.length === 1);
    await waitFor('carol to hear alice', () => carol.broadcasts.length === 1);
    expect(bob.broadcasts[0]).toMatchObject({
      type: 'broadcast',
      event: 'hello',
      payload: { from: 'alice', n: 1 },
    });

    await bob.channel.send({ type: 'broadcast', event: 'reply', payload: { from: 'bob' } });
    await carol.channel.send({ type: 'broadcast', event: 'echo', payload: { from: 'carol' } });
    await waitFor('alice to hear bob and carol', () => alice.broadcasts.length === 2);
    await waitFor('carol to hear her own message', () => carol.broadcasts.length === 3);
    await sleep(200);
    // self: false (the default) leaves the sender out; self: true includes it.
    expect(alice.broadcasts.map((b) => b.event).sort()).toEqual(['echo', 'reply']);
    expect(bob.broadcasts.map((b) => b.event)).toEqual(['hello', 'echo']);
    expect(carol.broadcasts.map((b) => b.event)).toEqual(['hello', 'reply', 'echo']);
  });

  it('acknowledges a broadcast when the join asked for ack', async () => {
    const topic = runMarker('ack');
    const sender = await joinRoom(client(), topic, { broadcast: { ack: true } });
    const listener = await joinRoom(client(), topic);
    // Without the server's reply supabase-js would answer 'timed out'.
    const answer = await sender.channel.send(
      { type: 'broadcast', event: 'acked', payload: { ok: true } },
      { timeout: 3000 },
    );
    expect(answer).toBe('ok');
    await waitFor('the acked message', () => listener.broadcasts[0]);
  });

  it('sends through the REST endpoint when not subscribed, and with httpSend', async () => {
    const topic = runMarker('rest');
    const listener = await joinRoom(client(), topic);
    const sender = client();
    const unjoined = sender.channel(topic);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await unjoined.send({ type: 'broadcast', event: 'via-rest', payload: { a: 1 } })).toBe(
        'ok',
      );
    } finally {
      warn.mockRestore();
    }
    await waitFor('the REST broadcast', () => listener.broadcasts[0]);
    expect(listener.broadcasts[0]).toMatchObject({ event: 'via-rest', payload: { a: 1 } });

    await expect(unjoined.httpSend('via-http-send', { b: 2 })).resolves.toEqual({ success: true });
    await waitFor('the httpSend broadcast', () => listener.broadcasts[1]);
    expect(listener.broadcasts[1]).toMatchObject({ event: 'via-http-send', payload: { b: 2 } });
  });

  it('refuses bad REST broadcasts with clear 4xx answers', async () => {
    const post = (body: unknown, headers: Record<string, string> = { apikey: stack.anonKey }) =>
      fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const good = { messages: [{ topic: 'room', event: 'e', payload: {} }] };
    expect((await post(good)).status).toBe(202);
    expect((await post(good, {})).status).toBe(401);
    expect((await post(good, { apikey: stack.anonKey, Authorization: 'Bearer nope' })).status).toBe(
      401,
    );
    for (const bad of [
      '{nope',
      {},
      { messages: [] },
      { messages: [{ topic: 'room', event: 'e', payload: 'text' }] },
      { messages: [{ topic: '', event: 'e', payload: {} }] },
    ]) {
      const res = await post(bad);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
    const get = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
      headers: { apikey: stack.anonKey },
    });
    expect(get.status).toBe(405);
  });

  it('delivers realtime.send from the database to the topic, with the row id as meta.id', async () => {
    const user = await directUser(`db-send-${vsn}`);
    const device = await joinRoom(
      client(() => user.session.access_token),
      `user:${user.id}:events`,
      { private: true },
    );
    const marker = runMarker('db');
    const { error } = await user.client.rpc('send_user_event', {
      event: 'synced',
      payload: { marker },
    });
    expect(error).toBeNull();
    const message = await waitFor('the database broadcast', () => device.broadcasts[0]);
    expect(message).toMatchObject({ type: 'broadcast', event: 'synced', payload: { marker } });
    // realtime.send adds the row's id to the payload; Supabase repeats it as meta.id.
    expect(message.meta?.id).toEqual(expect.any(String));
    expect(message.payload.id).toBe(message.meta?.id);

    const refused = await user.client.rpc('send_user_event', { event: 'x', payload: [1] as never });
    expect(refused.error?.code).toBe('22023');
  });
});

describe('realtime broadcast between serializers', () => {
  const clients: SupabaseClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
  });

  it('carries messages between vsn 1.0.0 and 2.0.0 clients, and from SQL to public topics', async () => {
    const [v1, v2] = (['1.0.0', '2.0.0'] as const).map((vsn) => {
      const c = realtimeClient(vsn, () => stack.anonKey);
      clients.push(c);
      return c;
    });
    const topic = runMarker('mixed');
    const old = await joinRoom(v1!, topic);
    const current = await joinRoom(v2!, topic);
    // vsn 2.0.0 sends a binary push; the 1.0.0 client gets it as JSON, and the reverse.
    await current.channel.send({ type: 'broadcast', event: 'from-v2', payload: { n: 2 } });
    await old.channel.send({ type: 'broadcast', event: 'from-v1', payload: { n: 1 } });
    await waitFor('v1 to hear v2', () => old.broadcasts[0]);
    await waitFor('v2 to hear v1', () => current.broadcasts[0]);
    expect(old.broadcasts[0]).toMatchObject({ event: 'from-v2', payload: { n: 2 } });
    expect(current.broadcasts[0]).toMatchObject({ event: 'from-v1', payload: { n: 1 } });

    // private => false reaches the public channel of that name.
    await withDatabase((db) =>
      db.query(`select realtime.send('{"n": 3}', 'from-sql', $1, false)`, [topic]),
    );
    for (const room of [old, current]) {
      await waitFor('the SQL broadcast', () => room.broadcasts[1]);
      expect(room.broadcasts[1]).toMatchObject({ event: 'from-sql', payload: { n: 3 } });
    }
  });
});
