import { Hono, type MiddlewareHandler } from 'hono';
import type { Pool } from 'pg';
import type { DevMailbox, StoredMail } from '../mail/dev-mailbox';
import { readDevFilter } from './dev-query';
import { clearSms, listSms } from './dev-sms-outbox';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function mailboxPage(mails: StoredMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> — to ${escapeHtml(m.to)} <time>${escapeHtml(m.created_at)}</time></header>
  <pre>${escapeHtml(m.text)}</pre>
  <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}header{margin-bottom:.5rem}
time{color:#666;font-size:.85em}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;border-radius:4px}
a{word-break:break-all}</style></head><body>
<h1>Dev mailbox</h1><p>Mail the local stack would have sent (newest first). Refresh to see new mail.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

type DevEnv = { Variables: { filter: { to: string | undefined; limit: number } } };

/** `?to=` and `?limit=`, refused with a readable 400 when `to` is no address. */
const devFilter: MiddlewareHandler<DevEnv> = async (c, next) => {
  const filter = readDevFilter(new URL(c.req.url).searchParams);
  if (!filter.ok) return c.json({ code: 'bad_request', message: filter.message }, 400);
  c.set('filter', { to: filter.to, limit: filter.limit });
  await next();
};

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * /_dev/*: development aids, never mounted in production. /_dev/mail lists the stored mail as
 * JSON (optionally ?to=address), /_dev/mail/ui as a page, /_dev/sms the text messages,
 * /_dev/stack reports child processes. Nothing here is protected: the routes exist only on a
 * developer's own stack.
 */
export function createDevApp(opts: {
  mailbox: DevMailbox;
  pool: Pool;
  stackInfo: () => Record<string, unknown>;
}) {
  const app = new Hono<DevEnv>();
  app.get('/mail', devFilter, async (c) =>
    c.json(await opts.mailbox.list(c.var.filter), 200, NO_STORE),
  );
  app.delete('/mail', async () => {
    await opts.mailbox.clear();
    return new Response(null, { status: 204 });
  });
  app.get('/mail/ui', devFilter, async (c) =>
    c.html(mailboxPage(await opts.mailbox.list(c.var.filter)), 200, NO_STORE),
  );
  app.get('/sms', devFilter, async (c) =>
    c.json(await listSms(opts.pool, c.var.filter), 200, NO_STORE),
  );
  app.delete('/sms', async () => {
    await clearSms(opts.pool);
    return new Response(null, { status: 204 });
  });
  app.get('/stack', (c) => c.json(opts.stackInfo()));
  app.notFound((c) =>
    c.json(
      {
        code: 'not_found',
        message: `No dev endpoint ${c.req.method} ${new URL(c.req.url).pathname}`,
      },
      404,
    ),
  );
  app.onError((error) => {
    throw error;
  });
  return app;
}

const devError = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

/** Dev endpoints take no body. */
export const devRefusals = {
  tooLarge: () => devError(413, 'request_too_large', 'Dev endpoints take no request body'),
  unsupportedMethod: (method: string) =>
    devError(405, 'method_not_allowed', `Dev endpoints do not answer ${method}`),
  badRequest: () => devError(400, 'bad_request', 'The request cannot be read'),
};
