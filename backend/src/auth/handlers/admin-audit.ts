import { authErrors } from '../auth-errors';
import type { AuthHandler } from '../auth-context';

/** `query=scope:text`: which payload fields each scope searches (GoTrue's audit.go). */
const SCOPES: Record<string, string[]> = {
  author: ['actor_username', 'actor_name'],
  action: ['action'],
  type: ['log_type'],
};

const MAX_PER_PAGE = 1000;

/**
 * GET /admin/audit?page=&per_page=&query=author:…|action:…|type:…: the audit trail, newest
 * first, paginated with GoTrue's Link and X-Total-Count headers.
 */
export const adminAuditLog: AuthHandler = async (ctx, req) => {
  const number = (name: string, fallback: number) => {
    const raw = req.query.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw)) throw authErrors.badPagination();
    return Math.max(1, Number(raw));
  };
  const page = number('page', 1);
  const perPage = Math.min(number('per_page', 50), MAX_PER_PAGE);
  const query = req.query.get('query') ?? '';
  let fields: string[] = [];
  let text = '';
  if (query) {
    const at = query.indexOf(':');
    const scope = at < 0 ? undefined : SCOPES[query.slice(0, at)];
    if (!scope) throw authErrors.validation(`Invalid query scope: ${query.slice(0, 100)}`);
    fields = scope;
    text = query.slice(at + 1, at + 257);
  }
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `instance_id = '00000000-0000-0000-0000-000000000000'
    and ($1 = '' or exists (select 1 from unnest($2::text[]) f where payload ->> f ilike $3))`;
  const values = [text, fields, pattern];
  const [{ rows: counted }, { rows }] = await Promise.all([
    ctx.pool.query<{ total: string }>(
      `select count(*) as total from auth.audit_log_entries where ${where}`,
      values,
    ),
    ctx.pool.query<{ id: string; payload: unknown; created_at: Date; ip_address: string }>(
      `select id, payload, created_at, ip_address from auth.audit_log_entries where ${where}
       order by created_at desc, id limit $4 offset $5`,
      [...values, perPage, (page - 1) * perPage],
    ),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  const totalPages = Math.ceil(total / perPage);
  const link = (n: number) => {
    const q = new URLSearchParams(req.query);
    q.set('page', String(n));
    q.sort();
    return `</admin/audit?${q.toString()}>`;
  };
  return {
    status: 200,
    body: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    headers: {
      Link: `${totalPages > page ? `${link(page + 1)}; rel="next", ` : ''}${link(totalPages)}; rel="last"`,
      'X-Total-Count': String(total),
    },
  };
};
