import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'pg';
import type { RouteContext } from '../gateway/create-gateway';
import { sendJson } from '../gateway/http-json';
import { readDevFilter } from './dev-query';

export interface StoredSms {
  id: number;
  to: string;
  body: string;
  /** The first six-digit code in the text, for tests and for reading at a glance. */
  code: string | null;
  created_at: string;
}

/**
 * /_dev/sms: the text messages the stack would have sent without an SMS provider, newest first.
 * `?to=+14155550123` filters by number, `?limit=n` (default 100) limits; DELETE empties the outbox.
 * Mounted only outside production.
 */
export function createDevSmsOutbox(pool: Pool) {
  return async (req: IncomingMessage, res: ServerResponse, ctx: RouteContext): Promise<void> => {
    req.resume();
    if (ctx.subPath !== '' && ctx.subPath !== '/') {
      sendJson(res, 404, {
        code: 'not_found',
        message: `No dev endpoint ${req.method} /sms${ctx.subPath}`,
      });
      return;
    }
    if (req.method === 'DELETE') {
      await pool.query('delete from stack_dev.sms');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET') {
      sendJson(
        res,
        405,
        { code: 'method_not_allowed', message: 'Use GET or DELETE' },
        { Allow: 'GET, DELETE' },
      );
      return;
    }
    const filter = readDevFilter(ctx.query);
    if (!filter.ok) {
      sendJson(res, 400, { code: 'bad_request', message: filter.message });
      return;
    }
    const to = filter.to ?? null;
    const limit = filter.limit;
    // Numbers are compared by their digits, so +1 415… and 1415… find the same messages.
    const { rows } = await pool.query<{
      id: string;
      to_phone: string;
      body: string;
      created_at: Date;
    }>(
      `select id, to_phone, body, created_at from stack_dev.sms
       where $1::text is null or regexp_replace(to_phone, '[^0-9]', '', 'g') = regexp_replace($1, '[^0-9]', '', 'g')
       order by id desc limit $2`,
      [to, limit],
    );
    const messages: StoredSms[] = rows.map((r) => ({
      id: Number(r.id),
      to: r.to_phone,
      body: r.body,
      code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
      created_at: r.created_at.toISOString(),
    }));
    sendJson(res, 200, messages, { 'Cache-Control': 'no-store' });
  };
}
