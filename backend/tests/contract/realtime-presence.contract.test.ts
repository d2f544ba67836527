import type { SupabaseClient } from '@supabase/supabase-js';
import { stack } from './support/clients';
import { joinRoom } from './support/realtime-channels';
import { realtimeClient, runMarker, VSNS, waitFor } from './support/realtime-kit';

type State = Record<string, { name?: string; presence_ref: string }[]>;

describe.each(VSNS)('realtime presence with serializer %s', (vsn) => {
  const clients: SupabaseClient[] = [];
  const client = () => {
    const c = realtimeClient(vsn, () => stack.anonKey);
    clients.push(c);
    return c;
  };

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
  });

  it('syncs state on join, then reports joins, updates and leaves', async () => {
    const topic = runMarker('lobby');
    const alice = await joinRoom(
      client(),
      topic,
      { presence: { key: 'alice' } },
      { presence: true },
    );
    expect(await alice.channel.track({ name: 'Alice' })).toBe('ok');
    await waitFor('alice to see herself', () => (alice.channel.presenceState() as State).alice);

    const bob = await joinRoom(client(), topic, { presence: { key: 'bob' } }, { presence: true });
    // presence_state on join: bob sees alice at once.
    await waitFor('bob to sync', () => bob.presence.some((e) => e.event === 'sync'));
    expect(bob.channel.presenceState()).toEqual({
      alice: [expect.objectContaining({ name: 'Alice', presence_ref: expect.any(String) })],
    });

    expect(await bob.channel.track({ name: 'Bob' })).toBe('ok');
    const joined = await waitFor('alice to see bob join', () =>
      alice.presence.find((e) => e.event === 'join' && e.key === 'bob'),
    );
    expect(joined.newPresences).toEqual([expect.objectContaining({ name: 'Bob' })]);
    await waitFor(
      'both in alice state',
      () => Object.keys(alice.channel.presenceState()).length === 2,
    );

    // Tracking again replaces the state rather than adding a second one.
    await alice.channel.track({ name: 'Alice again' });
    await waitFor(
      'bob to see the update',
      () => (bob.channel.presenceState() as State).alice?.[0]?.name === 'Alice again',
    );
    expect((bob.channel.presenceState() as State).alice).toHaveLength(1);

    expect(await bob.channel.untrack()).toBe('ok');
    const left = await waitFor('alice to see bob leave', () =>
      alice.presence.find((e) => e.event === 'leave' && e.key === 'bob'),
    );
    expect(left.leftPresences).toEqual([expect.objectContaining({ name: 'Bob' })]);
    expect(Object.keys(alice.channel.presenceState())).toEqual(['alice']);
  });

  it('counts a closed socket as a leave', async () => {
    const topic = runMarker('leave');
    const watcher = await joinRoom(
      client(),
      topic,
      { presence: { key: 'watcher' } },
      { presence: true },
    );
    const leaving = client();
    const room = await joinRoom(
      leaving,
      topic,
      { presence: { key: 'leaver' } },
      { presence: true },
    );
    await room.channel.track({ name: 'Leaver' });
    await waitFor(
      'the watcher to see the leaver',
      () => (watcher.channel.presenceState() as State).leaver,
    );
    leaving.realtime.disconnect();
    await waitFor(
      'the leave of the closed socket',
      () => watcher.presence.find((e) => e.event === 'leave' && e.key === 'leaver'),
      5000,
    );
    expect(watcher.channel.presenceState()).toEqual({});
  });

  it('groups presences without a key under a key per join, and keeps the server refs', async () => {
    const topic = runMarker('keys');
    const a = await joinRoom(client(), topic, {}, { presence: true });
    const b = await joinRoom(client(), topic, {}, { presence: true });
    // The client cannot choose its own ref.
    await a.channel.track({ name: 'A', phx_ref: 'forged' });
    await b.channel.track({ name: 'B' });
    await waitFor('two keys', () => Object.keys(a.channel.presenceState()).length === 2);
    const state = a.channel.presenceState() as State;
    const refs = Object.values(state)
      .flat()
      .map((p) => p.presence_ref);
    expect(refs).not.toContain('forged');
    expect(new Set(refs).size).toBe(2);
  });
});
