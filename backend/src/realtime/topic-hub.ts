import { encodeFrame, encodeUserBroadcast, type UserBroadcast, type Vsn } from './phoenix-frames';

/** A joined channel as Broadcast and Presence see it. */
export interface TopicMember {
  /** `realtime:<name>`, as frames to this channel are addressed. */
  readonly topic: string;
  readonly vsn: Vsn;
  readonly isPrivate: boolean;
  active: boolean;
  /** Private channels: whether row-level security lets this member receive broadcasts. */
  canReceiveBroadcast(): boolean;
  send(frame: string | Buffer): void;
}

/**
 * A message for a topic in the shape it arrived: a JSON object (the payload a vsn 1.0.0 client or
 * the REST API sent) or a user broadcast (a vsn 2.0.0 binary push, or a row of realtime.messages).
 */
export type OutgoingBroadcast =
  | { kind: 'json'; payloadJson: string }
  | { kind: 'user'; broadcast: UserBroadcast; meta?: Record<string, unknown> };

/** Public and private channels of the same name are separate topics, as on Supabase. */
export const topicKey = (name: string, isPrivate: boolean) =>
  `${isPrivate ? 'private' : 'public'}:${name}`;

/**
 * Who has joined which topic, and fan-out of broadcasts to them. Each frame is encoded once per
 * serializer, however many members receive it.
 */
export class TopicHub {
  private readonly members = new Map<string, Set<TopicMember>>();
  private delivered = 0;

  add(key: string, member: TopicMember): void {
    let set = this.members.get(key);
    if (!set) this.members.set(key, (set = new Set()));
    set.add(member);
  }

  remove(key: string, member: TopicMember): void {
    const set = this.members.get(key);
    if (!set) return;
    set.delete(member);
    if (!set.size) this.members.delete(key);
  }

  membersOf(key: string): Iterable<TopicMember> {
    return this.members.get(key) ?? [];
  }

  get deliveredBroadcasts(): number {
    return this.delivered;
  }

  /** Sends a broadcast to every member of the topic allowed to receive it, except `except`. */
  broadcast(key: string, message: OutgoingBroadcast, except?: TopicMember): number {
    const set = this.members.get(key);
    if (!set) return 0;
    const frames = new Map<Vsn, string | Buffer | null>();
    let sent = 0;
    for (const member of set) {
      if (member === except || !member.active || !member.canReceiveBroadcast()) continue;
      let frame = frames.get(member.vsn);
      if (frame === undefined) {
        frame = encodeBroadcast(member.vsn, member.topic, message);
        frames.set(member.vsn, frame);
      }
      if (frame === null) continue;
      member.send(frame);
      sent++;
    }
    this.delivered += sent;
    return sent;
  }
}

/**
 * vsn 2.0.0 gets user broadcasts as binary frames and JSON payloads as text; vsn 1.0.0 only has
 * text, so a user broadcast is turned into `{type, event, payload, meta}`, and one with a binary
 * payload cannot reach it at all (null).
 */
function encodeBroadcast(
  vsn: Vsn,
  topic: string,
  message: OutgoingBroadcast,
): string | Buffer | null {
  if (message.kind === 'json')
    return encodeFrame(vsn, null, null, topic, 'broadcast', message.payloadJson);
  if (vsn === '2.0.0' && fitsBinaryHeader(topic, message)) {
    return encodeUserBroadcast(topic, message.broadcast, message.meta);
  }
  // 1.0.0, or a header field too long for the binary frame: the same message as JSON text.
  if (message.broadcast.encoding !== 'json') return null;
  const meta = message.meta ? `,"meta":${JSON.stringify(message.meta)}` : '';
  const payloadJson = `{"type":"broadcast","event":${JSON.stringify(message.broadcast.event)},"payload":${message.broadcast.body.toString('utf8')}${meta}}`;
  return encodeFrame(vsn, null, null, topic, 'broadcast', payloadJson);
}

const fitsBinaryHeader = (topic: string, message: { broadcast: UserBroadcast; meta?: unknown }) =>
  Buffer.byteLength(topic) <= 255 &&
  Buffer.byteLength(message.broadcast.event) <= 255 &&
  (!message.meta || Buffer.byteLength(JSON.stringify(message.meta)) <= 255);
