import { randomBytes } from 'node:crypto';
import { encodeFrame } from './phoenix-frames';
import type { TopicHub, TopicMember } from './topic-hub';

/** A member that may track presence and receive others' presence. */
export interface PresenceMember extends TopicMember {
  /** The key its presence is grouped under (the join's `presence.key`, or a random one). */
  readonly presenceKey: string;
  /** Whether it asked for presence (at join or by tracking) and may read it. */
  receivesPresence(): boolean;
}

type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
/** Phoenix's grouped presence shape: `{ [key]: { metas: [...] } }`. */
type Grouped = Record<string, { metas: Meta[] }>;

const refPrefix = randomBytes(6).toString('base64url');

/**
 * Phoenix Presence for one server: per topic, the state each member tracked. Clients get the whole
 * state as `presence_state` when they join with presence enabled, and every change as a
 * `presence_diff` of joins and leaves, which supabase-js turns into sync, join and leave events.
 */
export class PresenceTracker {
  private readonly topics = new Map<string, Map<PresenceMember, { key: string; meta: Meta }>>();
  private nextRef = 0;

  constructor(private readonly hub: TopicHub) {}

  /** The `presence_state` payload of a topic. */
  state(key: string): Grouped {
    const grouped: Grouped = {};
    for (const { key: presenceKey, meta } of this.topics.get(key)?.values() ?? [])
      (grouped[presenceKey] ??= { metas: [] }).metas.push(meta);
    return grouped;
  }

  sendState(key: string, member: PresenceMember): void {
    member.send(
      encodeFrame(
        member.vsn,
        null,
        null,
        member.topic,
        'presence_state',
        JSON.stringify(this.state(key)),
      ),
    );
  }

  /** Tracks (or replaces) the member's state; an unchanged state sends nothing. */
  track(key: string, member: PresenceMember, tracked: Record<string, unknown>): void {
    // The refs are the server's to set.
    const { phx_ref: _ref, phx_ref_prev: _prev, ...state } = tracked;
    let entries = this.topics.get(key);
    if (!entries) this.topics.set(key, (entries = new Map()));
    const previous = entries.get(member);
    if (previous && sameState(previous.meta, state)) return;
    const meta: Meta = { ...state, phx_ref: this.ref() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    entries.set(member, { key: member.presenceKey, meta });
    this.diff(key, {
      joins: { [member.presenceKey]: { metas: [meta] } },
      leaves: previous ? { [previous.key]: { metas: [previous.meta] } } : {},
    });
  }

  /** Removes the member's state, if any, and tells the topic it left. */
  untrack(key: string, member: PresenceMember): void {
    const entries = this.topics.get(key);
    const previous = entries?.get(member);
    if (!entries || !previous) return;
    entries.delete(member);
    if (!entries.size) this.topics.delete(key);
    this.diff(key, { joins: {}, leaves: { [previous.key]: { metas: [previous.meta] } } });
  }

  private diff(key: string, diff: { joins: Grouped; leaves: Grouped }): void {
    const payload = JSON.stringify(diff);
    const frames = new Map<string, string>();
    for (const member of this.hub.membersOf(key)) {
      const m = member as PresenceMember;
      if (!m.active || !m.receivesPresence()) continue;
      let frame = frames.get(m.vsn);
      if (!frame) {
        frame = encodeFrame(m.vsn, null, null, m.topic, 'presence_diff', payload);
        frames.set(m.vsn, frame);
      }
      m.send(frame);
    }
  }

  private ref(): string {
    this.nextRef++;
    return `${refPrefix}${this.nextRef.toString(36)}`;
  }
}

function sameState(meta: Meta, state: Record<string, unknown>): boolean {
  const { phx_ref: _ref, phx_ref_prev: _prev, ...rest } = meta;
  return JSON.stringify(rest) === JSON.stringify(state);
}
