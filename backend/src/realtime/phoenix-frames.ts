import { z } from 'zod';

/**
 * Phoenix channel frames in the two serializers supabase-js speaks:
 * vsn 1.0.0 sends objects `{topic, event, payload, ref, join_ref}`,
 * vsn 2.0.0 sends arrays `[join_ref, ref, topic, event, payload]` (plus binary broadcast pushes).
 */
export type Vsn = '1.0.0' | '2.0.0';
export const SUPPORTED_VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

/** Refs are strings from supabase-js, but we echo whatever JSON scalar the client chose. */
export type Ref = string | number | null;

export interface PhoenixMessage {
  joinRef: Ref;
  ref: Ref;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type DecodeResult =
  | { ok: true; message: PhoenixMessage }
  /** What could be read of a bad frame, so the error can be answered on the right topic. */
  | { ok: false; reason: string; topic?: string; ref?: Ref; joinRef?: Ref };

const ref = z.union([z.string().max(255), z.number().int(), z.null()]).optional();
const topic = z.string().min(1).max(255);
const event = z.string().min(1).max(255);
const payload = z.record(z.string(), z.unknown());

const objectFrame = z.object({ topic, event, payload, ref, join_ref: ref });
const arrayFrame = z.tuple([ref, ref, topic, event, payload]);

const salvage = (raw: unknown): { topic?: string; ref?: Ref; joinRef?: Ref } => {
  const pick = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? value : undefined;
  if (Array.isArray(raw)) {
    const t = raw[2];
    return {
      topic: typeof t === 'string' ? t : undefined,
      ref: pick(raw[1]),
      joinRef: pick(raw[0]),
    };
  }
  if (raw && typeof raw === 'object') {
    const o = raw as Record<string, unknown>;
    return {
      topic: typeof o.topic === 'string' ? o.topic : undefined,
      ref: pick(o.ref),
      joinRef: pick(o.join_ref),
    };
  }
  return {};
};

export function decodeTextFrame(vsn: Vsn, text: string): DecodeResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'malformed message: not JSON' };
  }
  if (vsn === '1.0.0') {
    const parsed = objectFrame.safeParse(raw);
    if (!parsed.success)
      return {
        ok: false,
        reason: 'malformed message: expected {topic, event, payload, ref}',
        ...salvage(raw),
      };
    const m = parsed.data;
    return {
      ok: true,
      message: {
        joinRef: m.join_ref ?? null,
        ref: m.ref ?? null,
        topic: m.topic,
        event: m.event,
        payload: m.payload,
      },
    };
  }
  const parsed = arrayFrame.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      reason: 'malformed message: expected [join_ref, ref, topic, event, payload]',
      ...salvage(raw),
    };
  const [joinRef, msgRef, msgTopic, msgEvent, msgPayload] = parsed.data;
  return {
    ok: true,
    message: {
      joinRef: joinRef ?? null,
      ref: msgRef ?? null,
      topic: msgTopic,
      event: msgEvent,
      payload: msgPayload,
    },
  };
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const JSON_ENCODING = 1;

/** A broadcast as vsn 2.0.0 carries it in binary frames: the user's event and encoded payload. */
export interface UserBroadcast {
  event: string;
  /** JSON text, or opaque bytes the server passes on untouched. */
  encoding: 'json' | 'binary';
  body: Buffer;
}

export type BinaryDecodeResult =
  | { ok: true; joinRef: Ref; ref: Ref; topic: string; broadcast: UserBroadcast }
  | Extract<DecodeResult, { ok: false }>;

/**
 * vsn 2.0.0 clients send `channel.send({type: 'broadcast', ...})` as a binary "user broadcast
 * push": kind, five header lengths, encoding, then join_ref, ref, topic, event, metadata, payload.
 */
export function decodeBinaryFrame(data: Buffer): BinaryDecodeResult {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH)
    return { ok: false, reason: 'malformed message: unknown binary frame' };
  const [joinRefLength, refLength, topicLength, eventLength, metaLength, encoding] = [
    data[1]!,
    data[2]!,
    data[3]!,
    data[4]!,
    data[5]!,
    data[6]!,
  ];
  let offset = 7;
  const take = (length: number) => {
    const text = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  };
  if (offset + joinRefLength + refLength + topicLength > data.length)
    return { ok: false, reason: 'malformed message: truncated binary frame' };
  const joinRef = take(joinRefLength) || null;
  const msgRef = take(refLength) || null;
  const msgTopic = take(topicLength);
  const salvaged = { topic: msgTopic, ref: msgRef, joinRef };
  if (offset + eventLength + metaLength > data.length)
    return { ok: false, reason: 'malformed message: truncated binary frame', ...salvaged };
  const event = take(eventLength);
  offset += metaLength;
  if (!event) return { ok: false, reason: 'broadcast event must not be empty', ...salvaged };
  const body = Buffer.from(data.subarray(offset));
  if (encoding === JSON_ENCODING) {
    try {
      JSON.parse(body.toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed message: broadcast payload is not JSON', ...salvaged };
    }
  }
  return {
    ok: true,
    joinRef,
    ref: msgRef,
    topic: msgTopic,
    broadcast: { event, encoding: encoding === JSON_ENCODING ? 'json' : 'binary', body },
  };
}

/**
 * The binary "user broadcast" frame vsn 2.0.0 clients decode: kind, topic, event and metadata
 * lengths, encoding, then the fields and the payload as sent.
 */
export function encodeUserBroadcast(
  topicName: string,
  broadcast: UserBroadcast,
  meta: Record<string, unknown> | undefined,
): Buffer {
  const topicBytes = Buffer.from(topicName);
  const eventBytes = Buffer.from(broadcast.event);
  const metaBytes = Buffer.from(meta ? JSON.stringify(meta) : '');
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255)
    throw new Error('broadcast header field longer than 255 bytes');
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    broadcast.encoding === 'json' ? JSON_ENCODING : 0,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, broadcast.body]);
}

/** Encodes a frame for the connection's serializer; `payloadJson` is already JSON text. */
export function encodeFrame(
  vsn: Vsn,
  joinRef: Ref,
  msgRef: Ref,
  msgTopic: string,
  msgEvent: string,
  payloadJson: string,
): string {
  if (vsn === '2.0.0')
    return `[${JSON.stringify(joinRef)},${JSON.stringify(msgRef)},${JSON.stringify(msgTopic)},${JSON.stringify(msgEvent)},${payloadJson}]`;
  return `{"topic":${JSON.stringify(msgTopic)},"event":${JSON.stringify(msgEvent)},"payload":${payloadJson},"ref":${JSON.stringify(msgRef)},"join_ref":${JSON.stringify(joinRef)}}`;
}

export const replyPayload = (status: 'ok' | 'error', response: Record<string, unknown>) =>
  JSON.stringify({ status, response });
