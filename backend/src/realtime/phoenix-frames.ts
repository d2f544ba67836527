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

/**
 * vsn 2.0.0 clients send broadcasts as binary frames. This server has no broadcast, but reading
 * the header lets it answer the push on its topic instead of dropping the connection.
 */
export function decodeBinaryFrame(data: Buffer): DecodeResult {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH)
    return { ok: false, reason: 'malformed message: unknown binary frame' };
  const [joinRefLength, refLength, topicLength] = [data[1]!, data[2]!, data[3]!];
  let offset = 7;
  const take = (length: number) => {
    const text = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  };
  if (offset + joinRefLength + refLength + topicLength > data.length)
    return { ok: false, reason: 'malformed message: truncated binary frame' };
  const joinRef = take(joinRefLength);
  const msgRef = take(refLength);
  const msgTopic = take(topicLength);
  return {
    ok: false,
    reason: 'broadcast is not supported by this server',
    topic: msgTopic,
    ref: msgRef || null,
    joinRef: joinRef || null,
  };
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
