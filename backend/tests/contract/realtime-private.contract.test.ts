import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { anonClient, stack, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';
import { joinRoom, openRoom } from './support/realtime-channels';
import {
  mintUserToken,
  realtimeClient,
  runMarker,
  sleep,
  VSNS,
  waitFor,
} from './support/realtime-kit';

const refusal = (topic: string) =>
  `You do not have permissions to read from this Channel topic: ${topic}`;

describe.each(VSNS)('realtime private channels with serializer %s', (vsn) => {
  const clients: SupabaseClient[] = [];
  const client = (token: () => string) => {
    const c = realtimeClient(vsn, token);
    clients.push(c);
    return c;
  };
  let user: Awaited<ReturnType<typeof directUser>>;
  const userToken = () => user.session.access_token;
  // A topic anyone signed in may read but not write, to tell the two policies apart.
  const readOnlyTopic = `read-only:${vsn}:${randomUUID()}`;
  const policy = `contract: read-only topic ${vsn}`;

  beforeAll(async () => {
    user = await directUser(`private-${vsn}`);
    await withDatabase((db) =>
      db.query(
        `create policy "${policy}" on realtime.messages for select to authenticated
           using (realtime.topic() = '${readOnlyTopic}')`,
      ),
    );
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
    await withDatabase((db) => db.query(`drop policy if exists "${policy}" on realtime.messages`));
  });

  it('lets a user join their own topics and refuses every other private topic', async () => {
    const own = `user:${user.id}:notes`;
    expect((await openRoom(client(userToken), own, { private: true })).status).toBe('SUBSCRIBED');

    for (const topic of [`user:${randomUUID()}:notes`, 'room:lobby', `user:${user.id}x:notes`]) {
      const refused = await openRoom(client(userToken), topic, { private: true });
      expect(refused.status).toBe('CHANNEL_ERROR');
      expect(refused.error?.message).toBe(refusal(topic));
    }
    // The anon key has no user, so no topic of its own.
    const anon = await openRoom(
      client(() => stack.anonKey),
      own,
      { private: true },
    );
    expect(anon.status).toBe('CHANNEL_ERROR');
    expect(anon.error?.message).toBe(refusal(own));

    // Public channels need no policy.
    expect(
      (
        await openRoom(
          client(() => stack.anonKey),
          'room:lobby',
        )
      ).status,
    ).toBe('SUBSCRIBED');
  });

  it('carries broadcasts between a user’s devices, apart from the public topic of that name', async () => {
    const topic = `user:${user.id}:${runMarker('devices')}`;
    const phone = await joinRoom(client(userToken), topic, { private: true });
    const laptop = await joinRoom(client(userToken), topic, { private: true });
    const outsider = await joinRoom(
      client(() => stack.anonKey),
      topic,
    );

    await phone.channel.send({ type: 'broadcast', event: 'sync', payload: { v: 1 } });
    await waitFor('the laptop to receive', () => laptop.broadcasts[0]);
    expect(laptop.broadcasts[0]).toMatchObject({ event: 'sync', payload: { v: 1 } });

    // The REST API checks the same INSERT policy with the caller's token.
    const sender = client(userToken);
    await sender.realtime.setAuth();
    const http = sender.channel(topic, { config: { private: true } });
    await expect(http.httpSend('from-http', { v: 2 })).resolves.toEqual({ success: true });
    await waitFor('the REST message', () => laptop.broadcasts[1]);

    const anonHttp = client(() => stack.anonKey).channel(topic, { config: { private: true } });
    await expect(anonHttp.httpSend('intruder', { v: 3 })).resolves.toEqual({ success: true });
    await sleep(300);
    expect(laptop.broadcasts.map((b) => b.event)).toEqual(['sync', 'from-http']);
    expect(outsider.broadcasts).toEqual([]);
  });

  it('applies the INSERT policy to sending and tracking, and the SELECT policy to receiving', async () => {
    const reader = await joinRoom(
      client(userToken),
      readOnlyTopic,
      { private: true },
      { presence: true },
    );
    const writer = await joinRoom(client(userToken), readOnlyTopic, {
      private: true,
      broadcast: { ack: true },
    });
    // Refused broadcasts are dropped without an acknowledgement, as on Supabase.
    expect(
      await writer.channel.send(
        { type: 'broadcast', event: 'denied', payload: {} },
        { timeout: 1000 },
      ),
    ).toBe('timed out');
    expect(await reader.channel.track({ name: 'reader' })).toBe('error');
    await sleep(200);
    expect(reader.broadcasts).toEqual([]);
    expect(reader.channel.presenceState()).toEqual({});
  });

  it('tracks presence on an own private topic', async () => {
    const topic = `user:${user.id}:${runMarker('presence')}`;
    const a = await joinRoom(
      client(userToken),
      topic,
      { private: true, presence: { key: 'a' } },
      { presence: true },
    );
    const b = await joinRoom(
      client(userToken),
      topic,
      { private: true, presence: { key: 'b' } },
      { presence: true },
    );
    expect(await a.channel.track({ device: 'phone' })).toBe('ok');
    await waitFor('b to see a', () => (b.channel.presenceState() as Record<string, unknown>).a);
  });

  it('closes the channel when a new token may no longer read it', async () => {
    let token = userToken();
    const device = client(() => token);
    const topic = `user:${user.id}:${runMarker('refresh')}`;
    const room = await joinRoom(device, topic, { private: true });
    // Another user's token: the same topic is now someone else's.
    token = await mintUserToken(randomUUID(), 3600);
    await device.realtime.setAuth();
    const closed = await waitFor('the system error', () =>
      room.system.find((s) => s.status === 'error'),
    );
    expect(closed).toMatchObject({
      extension: 'system',
      message: `You no longer have permission to read from this Channel topic: ${topic}`,
    });
  });

  it('follows the two-step rule: an account with a verified factor joins only at aal2', async () => {
    const account = await directUser(`private-aal-${vsn}`);
    const enrolled = await account.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret),
      digits: 6,
      period: 30,
    });
    const verified = await account.client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: totp.generate(),
    });
    expect(verified.error).toBeNull();
    const aal2 = (await account.client.auth.getSession()).data.session!.access_token;
    const signIn = await anonClient().auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    const aal1 = signIn.data.session!.access_token;

    const topic = `user:${account.id}:notes`;
    const refused = await openRoom(
      client(() => aal1),
      topic,
      { private: true },
    );
    expect(refused.error?.message).toBe(refusal(topic));
    expect(
      (
        await openRoom(
          client(() => aal2),
          topic,
          { private: true },
        )
      ).status,
    ).toBe('SUBSCRIBED');
  });

  it('receives rows sent by realtime.broadcast_changes, which broadcasts privately', async () => {
    const topic = `user:${user.id}:${runMarker('changes')}`;
    const room = await joinRoom(client(userToken), topic, { private: true });
    const outsider = await joinRoom(
      client(() => stack.anonKey),
      topic,
    );
    await withDatabase((db) =>
      db.query(
        `select realtime.broadcast_changes($1, 'row', 'INSERT', 'notes', 'public',
           row(7, 'text')::record, null::record)`,
        [topic],
      ),
    );
    const message = await waitFor('the row', () => room.broadcasts[0]);
    expect(message).toMatchObject({
      event: 'row',
      payload: {
        operation: 'INSERT',
        table: 'notes',
        schema: 'public',
        record: { f1: 7, f2: 'text' },
      },
    });
    await sleep(200);
    expect(outsider.broadcasts).toEqual([]);
  });
});
