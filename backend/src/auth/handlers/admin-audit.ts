import { authErrors } from '../auth-errors';
import type { AuthHandler } from '../auth-context';
import { containsPattern, paginationHeaders, readPage } from '../admin-pagination';

/** `query=scope:text`: which payload fields each scope searches (GoTrue's audit.go). */
const SCOPES: Record<string, string[]> = {
  author: ['actor_username', 'actor_name'],
  action: ['action'],
  type: ['log_type'],
};

/**
 * GET /admin/audit?page=&per_page=&query=author:…|action:…|type:…: the audit trail, newest
 * first, paginated with GoTrue's Link and X-Total-Count headers.
 */
export const adminAuditLog: AuthHandler = async (ctx, req) => {
  const paging = readPage(req.query);
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
  const pattern = containsPattern(text);
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
      [...values, paging.perPage, paging.offset],
    ),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    status: 200,
    body: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    headers: paginationHeaders('/admin/audit', req.query, paging, total),
  };
};
