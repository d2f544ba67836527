import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import { RateLimiter } from '../auth/rate-limiter';
import { checkApiKey, type ApiKeys } from '../gateway/api-key';
import { PayloadTooLargeError, readBody } from '../gateway/body-limit';
import type { RouteContext } from '../gateway/create-gateway';
import { sendJson } from '../gateway/http-json';
import { checkAccessToken, type Claims } from './access-token';
import type { ChannelAuthorizer } from './channel-authorizer';
import type { UserBroadcast } from './phoenix-frames';
import { topicKey, type OutgoingBroadcast, type TopicHub } from './topic-hub';

export interface BroadcastApiDeps {
  apiKeys: ApiKeys;
  verifyToken: (token: string) => Promise<JWTPayload>;
  hub: TopicHub;
  authorizer: ChannelAuthorizer;
  maxBodyBytes: number;
  /** Messages one caller may broadcast per second. */
  maxEventsPerSecond: number;
}

/** Messages one batch may carry. */
const MAX_BATCH = 100;

const messageSchema = z.object({
  topic: z.string().min(1).max(255),
  event: z.string().min(1).max(255),
  payload: z.record(z.string(), z.unknown()),
  private: z.boolean().nullish(),
  id: z.string().max(255).nullish(),
});
const batchSchema = z.object({ messages: z.array(messageSchema).min(1).max(MAX_BATCH) });

interface PendingMessage {
  topic: string;
  isPrivate: boolean;
  message: OutgoingBroadcast;
}

/** Below `/realtime/v1/api`, still percent-encoded so that a topic may contain a slash. */
const SINGLE_PATH = /^\/broadcast\/([^/]+)\/events\/([^/]+)$/;

/**
 * The HTTP side of Broadcast, for when a client is not subscribed (supabase-js falls back to it,
 * and `httpSend()` uses it): `POST /realtime/v1/api/broadcast` with `{messages: [...]}`, and
 * `POST /realtime/v1/api/broadcast/<topic>/events/<event>` with the payload as its body. Both
 * answer 202 with no body. Private messages are sent only where the caller's INSERT policies on
 * realtime.messages allow it (the service role may send anywhere); refused ones are dropped, as
 * on Supabase.
 */
export function createBroadcastApi(deps: BroadcastApiDeps) {
  const limiter = new RateLimiter(1000);

  const callerClaims = async (
    req: IncomingMessage,
  ): Promise<{ ok: true; claims: Claims } | { ok: false; status: number; message: string }> => {
    const key = checkApiKey(req, deps.apiKeys);
    if (!key.ok) return { ok: false, status: key.status, message: key.body.message };
    const header = req.headers.authorization;
    const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    const check = await checkAccessToken(bearer || key.key, deps.verifyToken);
    if (!check.ok) return { ok: false, status: 401, message: check.reason };
    return { ok: true, claims: check.claims };
  };

  const send = async (claims: Claims, messages: PendingMessage[]) => {
    const allowed = new Map<string, boolean>();
    for (const m of messages) {
      if (m.isPrivate && claims.role !== 'service_role') {
        let ok = allowed.get(m.topic);
        if (ok === undefined) {
          const context = { topic: m.topic, role: claims.role, claimsJson: claims.json };
          ok = await deps.authorizer.write(context, 'broadcast');
          allowed.set(m.topic, ok);
        }
        if (!ok) continue;
      }
      deps.hub.broadcast(topicKey(m.topic, m.isPrivate), m.message);
    }
  };

  const parseBatch = (body: Buffer): PendingMessage[] | string => {
    let raw: unknown;
    try {
      raw = JSON.parse(body.toString('utf8'));
    } catch {
      return 'the body must be JSON';
    }
    const parsed = batchSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return `${issue.path.join('.') || 'body'}: ${issue.message}`;
    }
    return parsed.data.messages.map((m) => {
      const payload: Record<string, unknown> = {
        type: 'broadcast',
        event: m.event,
        payload: m.payload,
      };
      if (m.id) payload.meta = { id: m.id };
      return {
        topic: m.topic,
        isPrivate: m.private ?? false,
        message: { kind: 'json', payloadJson: JSON.stringify(payload) },
      };
    });
  };

  const parseSingle = (
    req: IncomingMessage,
    body: Buffer,
    topic: string,
    event: string,
    isPrivate: boolean,
  ): PendingMessage[] | string => {
    if (!topic || Buffer.byteLength(topic) > 255) return 'topic must be 1 to 255 bytes';
    if (!event || Buffer.byteLength(event) > 255) return 'event must be 1 to 255 bytes';
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    let broadcast: UserBroadcast;
    if (type === 'application/octet-stream') broadcast = { event, encoding: 'binary', body };
    else {
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return 'the body must be a JSON object';
      }
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
        return 'the body must be a JSON object';
      broadcast = { event, encoding: 'json', body };
    }
    return [{ topic, isPrivate, message: { kind: 'user', broadcast } }];
  };

  return async (req: IncomingMessage, res: ServerResponse, ctx: RouteContext) => {
    const subPath = ctx.rawSubPath;
    const single = SINGLE_PATH.exec(subPath);
    if (subPath !== '/broadcast' && subPath !== '/broadcast/' && !single) {
      sendJson(res, 404, { message: 'no such realtime endpoint' });
      return;
    }
    if (req.method !== 'POST') {
      sendJson(res, 405, { message: 'use POST' }, { Allow: 'POST' });
      return;
    }
    const caller = await callerClaims(req);
    if (!caller.ok) {
      sendJson(res, caller.status, { message: caller.message });
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, deps.maxBodyBytes);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        sendJson(res, 413, { message: 'Payload size exceeds the limit' });
        return;
      }
      throw error;
    }
    let messages: PendingMessage[] | string;
    if (single) {
      let topic: string;
      let event: string;
      try {
        topic = decodeURIComponent(single[1]!);
        event = decodeURIComponent(single[2]!);
      } catch {
        sendJson(res, 400, { message: 'malformed topic or event' });
        return;
      }
      const isPrivate = ctx.query.get('private') === 'true';
      messages = parseSingle(req, body, topic, event, isPrivate);
    } else messages = parseBatch(body);
    if (typeof messages === 'string') {
      sendJson(res, 422, { message: messages });
      return;
    }
    const callerKey = String(JSON.parse(caller.claims.json).sub ?? caller.claims.role);
    for (let i = 0; i < messages.length; i++)
      if (!limiter.take(callerKey, deps.maxEventsPerSecond)) {
        sendJson(res, 429, { message: 'You have exceeded your rate limit' });
        return;
      }
    await send(caller.claims, messages);
    res.writeHead(202, { 'Content-Length': '0' });
    res.end();
  };
}
