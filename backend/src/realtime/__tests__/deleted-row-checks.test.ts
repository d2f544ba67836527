import { policyFunctionSql, reinsertFunctionSql } from '../deleted-row-checks';
import type { PublishedTable } from '../table-catalog';

const table: PublishedTable = {
  oid: 4242,
  schema: 'public',
  table: 'notes',
  columns: [
    { name: 'id', type: 'uuid', sqlType: 'uuid' },
    { name: 'owner', type: 'uuid', sqlType: 'uuid' },
    { name: 'search', type: 'tsvector', sqlType: 'tsvector', generated: true },
  ],
  primaryKey: ['id'],
};

/** The statement of one role's branch in the generated policy check. */
const branchOf = (sql: string, role: string) => {
  const start = sql.indexOf(`p_roles[v_i] = '${role}' then`);
  if (start === -1) return undefined;
  const end = sql.indexOf('elsif', start + 1);
  return sql.slice(start, end === -1 ? sql.indexOf('else\n', start) : end);
};

describe('policy check of deleted rows', () => {
  const sql = policyFunctionSql(table, 'check_notes', [
    {
      role: 'authenticated',
      exempt: false,
      policies: [
        { permissive: true, qual: 'owner = auth.uid()' },
        { permissive: true, qual: 'public.is_admin()' },
        { permissive: false, qual: '( SELECT private.has_required_aal())' },
        { permissive: true, qual: null },
      ],
    },
    { role: 'anon', exempt: false, policies: [{ permissive: false, qual: 'true' }] },
    { role: 'service_role', exempt: true, policies: [] },
  ]);

  it('combines policies as PostgreSQL does: any permissive one and every restrictive one', () => {
    expect(branchOf(sql, 'authenticated')).toContain(
      'where ((owner = auth.uid()) or (public.is_admin())) and (( SELECT private.has_required_aal()))',
    );
  });

  it('denies a role that no permissive policy lets in, whatever the restrictive ones say', () => {
    expect(branchOf(sql, 'anon')).toContain('where (false) and (true)');
  });

  it('lets an exempt role see every row, and a role it was not told about none', () => {
    expect(branchOf(sql, 'service_role')).toContain('v_visible := v_everyone;');
    expect(sql).toMatch(/else\s+v_visible := null;/);
  });

  it('evaluates the old row under the table’s own name, so policy texts resolve their columns', () => {
    expect(sql).toContain('jsonb_populate_record(null::"public"."notes", k.old_row) as "notes"');
    expect(sql).toContain(`has_column_privilege(4242::oid, 'id', 'SELECT')`);
  });
});

describe('re-insert check of deleted rows', () => {
  it('puts back every stored column, leaving generated ones to PostgreSQL', () => {
    const sql = reinsertFunctionSql(table, 'reinsert_notes');
    expect(sql).toContain(
      'insert into "public"."notes" as t ("id", "owner") overriding system value',
    );
    expect(sql).toContain('on conflict do nothing');
    expect(sql).toContain(`set_config('session_replication_role', 'replica', true)`);
  });
});
