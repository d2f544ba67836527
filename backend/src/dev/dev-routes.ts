import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteContext } from '../gateway/create-gateway';
import { sendJson } from '../gateway/http-json';
import type { DevMailbox, StoredMail } from '../mail/dev-mailbox';
import { readDevFilter } from './dev-query';

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

/**
 * /_dev/*: development aids, never mounted in production. /_dev/mail lists the stored mail as
 * JSON (optionally ?to=address), /_dev/mail/ui as a page, /_dev/stack reports child processes.
 */
export function createDevRoutes(opts: {
  mailbox: DevMailbox;
  stackInfo: () => Record<string, unknown>;
}) {
  return async (req: IncomingMessage, res: ServerResponse, ctx: RouteContext): Promise<void> => {
    req.resume();
    const filter = readDevFilter(ctx.query);
    if (!filter.ok) {
      sendJson(res, 400, { code: 'bad_request', message: filter.message });
      return;
    }
    const { to, limit } = filter;
    if (ctx.subPath === '/mail' && req.method === 'GET') {
      sendJson(res, 200, await opts.mailbox.list({ to, limit }), { 'Cache-Control': 'no-store' });
    } else if (ctx.subPath === '/mail' && req.method === 'DELETE') {
      await opts.mailbox.clear();
      res.writeHead(204).end();
    } else if (ctx.subPath === '/mail/ui' && req.method === 'GET') {
      const html = mailboxPage(await opts.mailbox.list({ to, limit }));
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(html);
    } else if (ctx.subPath === '/stack' && req.method === 'GET') {
      sendJson(res, 200, opts.stackInfo());
    } else {
      sendJson(res, 404, {
        code: 'not_found',
        message: `No dev endpoint ${req.method} ${ctx.subPath}`,
      });
    }
  };
}
