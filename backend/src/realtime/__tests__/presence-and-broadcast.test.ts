import type { Vsn } from '../phoenix-frames';
import { PresenceTracker, type PresenceMember } from '../presence-tracker';
import { TopicHub, topicKey } from '../topic-hub';

type Meta = Record<string, unknown> & { phx_ref: string };
/** Loose on purpose: each assertion picks the part of the frame it checks. */
type Payload = Record<string, unknown> & {
  joins: Record<string, { metas: Meta[] }>;
  leaves: Record<string, { metas: Meta[] }>;
};

class Member implements PresenceMember {
  readonly frames: (string | Buffer)[] = [];
  active = true;
  readonly topic = 'realtime:room';
  constructor(
    readonly presenceKey: string,
    readonly vsn: Vsn = '1.0.0',
    readonly isPrivate = false,
    private readonly allowed = true,
  ) {}
  canReceiveBroadcast() {
    return this.allowed;
  }
  receivesPresence() {
    return this.allowed;
  }
  send(frame: string | Buffer) {
    this.frames.push(frame);
  }
  json() {
    return this.frames.map((f) => JSON.parse(String(f)) as { event: string; payload: Payload });
  }
}

const KEY = topicKey('room', false);

describe('broadcast fan-out', () => {
  it('reaches every allowed member but the one left out, encoded per serializer', () => {
    const hub = new TopicHub();
    const [a, b, c, denied] = [
      new Member('a'),
      new Member('b', '2.0.0'),
      new Member('c'),
      new Member('d', '1.0.0', true, false),
    ];
    for (const m of [a, b, c, denied]) hub.add(KEY, m);
    const sent = hub.broadcast(
      KEY,
      { kind: 'json', payloadJson: '{"type":"broadcast","event":"e","payload":{"n":1}}' },
      a,
    );
    expect(sent).toBe(2);
    expect(a.frames).toEqual([]);
    expect(denied.frames).toEqual([]);
    expect(c.json()[0]).toMatchObject({ event: 'broadcast', payload: { event: 'e' } });
    expect(JSON.parse(String(b.frames[0]))).toEqual([
      null,
      null,
      'realtime:room',
      'broadcast',
      { type: 'broadcast', event: 'e', payload: { n: 1 } },
    ]);

    // A user broadcast is binary for 2.0.0, JSON with meta for 1.0.0, and binary payloads skip 1.0.0.
    hub.broadcast(KEY, {
      kind: 'user',
      broadcast: { event: 'u', encoding: 'json', body: Buffer.from('{"x":2}') },
      meta: { id: 'i1' },
    });
    expect(Buffer.isBuffer(b.frames[1])).toBe(true);
    expect(a.json()[0]!.payload).toEqual({
      type: 'broadcast',
      event: 'u',
      payload: { x: 2 },
      meta: { id: 'i1' },
    });
    hub.broadcast(KEY, {
      kind: 'user',
      broadcast: { event: 'bin', encoding: 'binary', body: Buffer.from([1, 2]) },
    });
    expect(a.frames).toHaveLength(1);
    expect(b.frames).toHaveLength(3);

    // Private and public topics of one name are apart; removed members get nothing.
    hub.remove(KEY, c);
    expect(hub.broadcast(topicKey('room', true), { kind: 'json', payloadJson: '{}' })).toBe(0);
    hub.broadcast(KEY, { kind: 'json', payloadJson: '{}' });
    expect(c.frames).toHaveLength(2);
  });
});

describe('presence', () => {
  it('sends state, joins, updates with the previous ref, and leaves', () => {
    const hub = new TopicHub();
    const presence = new PresenceTracker(hub);
    const alice = new Member('alice');
    const bob = new Member('bob');
    hub.add(KEY, alice);
    hub.add(KEY, bob);

    presence.track(KEY, alice, { name: 'A', phx_ref: 'forged' });
    const join = bob.json()[0]!;
    expect(join.event).toBe('presence_diff');
    const ref = join.payload.joins.alice!.metas[0]!.phx_ref;
    expect(ref).not.toBe('forged');
    expect(join.payload).toEqual({
      joins: { alice: { metas: [{ name: 'A', phx_ref: ref }] } },
      leaves: {},
    });

    // The same state again is no change at all.
    presence.track(KEY, alice, { name: 'A' });
    expect(bob.frames).toHaveLength(1);

    presence.track(KEY, alice, { name: 'A2' });
    const update = bob.json()[1]!.payload;
    expect(update.joins.alice!.metas[0]).toMatchObject({ name: 'A2', phx_ref_prev: ref });
    expect(update.leaves).toEqual({ alice: { metas: [{ name: 'A', phx_ref: ref }] } });

    presence.sendState(KEY, bob);
    expect(bob.json()[2]).toMatchObject({
      event: 'presence_state',
      payload: { alice: { metas: [expect.objectContaining({ name: 'A2' })] } },
    });

    presence.untrack(KEY, alice);
    expect(bob.json()[3]!.payload.leaves.alice!.metas[0]).toMatchObject({ name: 'A2' });
    expect(presence.state(KEY)).toEqual({});
    presence.untrack(KEY, alice);
    expect(bob.frames).toHaveLength(4);
  });
});
