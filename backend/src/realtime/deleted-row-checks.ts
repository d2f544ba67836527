import { z } from 'zod';
import { ident, keyMatchSql, keyRowSql, literal, tableSql, type ClaimsSet } from './row-sql';
import type { PublishedTable } from './table-catalog';

/**
 * Who could have selected a row that is already deleted, asked of PostgreSQL in two ways.
 *
 * Re-insert (exact): in a subtransaction that is always rolled back, the old row is put back
 * with triggers and foreign keys off (`session_replication_role = replica`), then selected by
 * primary key under each subscriber's role and `request.jwt.claims`, so PostgreSQL's own
 * row-level security decides. Setting that parameter needs a superuser or a role granted
 * `SET ON PARAMETER session_replication_role`; a row whose key or unique values are taken again
 * cannot be put back.
 *
 * Policies (for the rows the re-insert could not settle): the table's SELECT policies that apply
 * to the subscriber's role, read from pg_policy, are evaluated against the old row's values the
 * way PostgreSQL combines them (any permissive one, and every restrictive one), with the same
 * exemptions (RLS off, owner unless forced, BYPASSRLS, superuser). A policy that looks the row
 * up in its own table cannot find it there, so it lets nobody see it.
 *
 * Either way a claims set whose check fails gets null, and its subscribers are not sent the row.
 */

/** Both checks answer `[[claims index (1-based), visible row ordinals (1-based) | null], ...]`. */
export type VisibilityAnswer = [number, number[] | null][];

export const reinsertResultSchema = z
  .object({
    /** Ordinals of the rows that could be put back, and so were checked. */
    inserted: z.array(z.number().int()),
    visible: z.array(z.tuple([z.number().int(), z.array(z.number().int()).nullable()])),
  })
  .nullable();

/** The answers of a check as `VisibilityAnswer`. */
const ANSWERS_JSON = `(select coalesce(jsonb_agg(jsonb_build_array(u.ord, u.answer::jsonb) order by u.ord), '[]')
                 from unnest(v_answers) with ordinality as u(answer, ord))`;

/** The re-insert check of one table, as a session-local function returning jsonb (or null). */
export function reinsertFunctionSql(table: PublishedTable, name: string): string {
  const columns = table.columns.filter((c) => !c.generated).map((c) => ident(c.name));
  const key = table.primaryKey.map((c) => `t.${ident(c)}`);
  return `
    create or replace function pg_temp.${name}(p_rows jsonb, p_roles text[], p_claims text[])
    returns jsonb
    language plpgsql as $fn$
    declare
      v_i int;
      v_inserted int[];
      v_visible int[];
      -- One entry per claims set: its visible ordinals as JSON text, or null. Appending to an
      -- array is cheap in PL/pgSQL, unlike growing a jsonb value.
      v_answers text[] := '{}';
      v_done boolean := false;
    begin
      begin
        perform set_config('session_replication_role', 'replica', true),
                set_config('lock_timeout', '1000', true);
        with reinserted as (
          insert into ${tableSql(table)} as t (${columns.join(', ')}) overriding system value
          select ${columns.map((c) => `r.${c}`).join(', ')}
            from jsonb_array_elements(p_rows) as e(old_row)
            cross join lateral jsonb_populate_record(null::${tableSql(table)}, e.old_row) as r
          on conflict do nothing
          returning ${key.join(', ')}
        )
        select coalesce(array_agg(k.ord::int), '{}') into v_inserted
          from jsonb_array_elements(p_rows) with ordinality as k(key, ord)
          join reinserted t on ${keyMatchSql(table)};
        for v_i in 1 .. coalesce(array_length(p_claims, 1), 0) loop
          begin
            perform set_config('role', p_roles[v_i], true),
                    set_config('request.jwt.claims', p_claims[v_i], true);
            select coalesce(array_agg(k.ord::int), '{}') into v_visible
              from jsonb_array_elements(p_rows) with ordinality as k(key, ord)
              ${keyRowSql(table)}
             where k.ord = any(v_inserted);
          exception when others then
            v_visible := null;
          end;
          v_answers := array_append(v_answers, to_jsonb(v_visible)::text);
        end loop;
        v_done := true;
        -- Failing the block on purpose undoes the re-insert, the role, the claims and the settings.
        raise exception 'realtime: a re-inserted row is always rolled back';
      exception when others then
        null;
      end;
      if not v_done then
        return null;
      end if;
      return jsonb_build_object('inserted', to_jsonb(v_inserted), 'visible', ${ANSWERS_JSON});
    end
    $fn$`;
}

/**
 * Per role: whether it is exempt from the table's row-level security, and the SELECT policies
 * that apply to it, their expressions printed with every name schema-qualified.
 */
export const POLICY_FACTS_FUNCTION_SQL = `
  create or replace function pg_temp.realtime_policy_facts(p_table oid, p_roles text[])
  returns json
  language sql stable
  set search_path = pg_catalog
  as $fn$
    select coalesce(json_agg(json_build_object(
             'role', a.rolname,
             'exempt', a.rolsuper or a.rolbypassrls or not c.relrowsecurity
                       or (not c.relforcerowsecurity and pg_has_role(a.oid, c.relowner, 'USAGE')),
             'policies', (
               select coalesce(json_agg(json_build_object(
                        'permissive', p.polpermissive,
                        'qual', pg_get_expr(p.polqual, p.polrelid)) order by p.polname), '[]')
                 from pg_policy p
                where p.polrelid = c.oid and p.polcmd in ('r', '*')
                  and (p.polroles = '{0}'
                       or exists (select 1 from unnest(p.polroles) r(role_id)
                                   where pg_has_role(a.oid, r.role_id, 'USAGE'))))
           ) order by a.rolname), '[]')
      from pg_class c
      join pg_roles a on a.rolname = any(p_roles)
     where c.oid = p_table
  $fn$`;

const policyFactsSchema = z.array(
  z.object({
    role: z.string(),
    exempt: z.boolean(),
    policies: z.array(z.object({ permissive: z.boolean(), qual: z.string().nullable() })),
  }),
);
export type PolicyFacts = z.infer<typeof policyFactsSchema>;

export const parsePolicyFacts = (raw: unknown): PolicyFacts | undefined =>
  policyFactsSchema.safeParse(raw).data;

/** Quotes the generated body; a policy text containing it makes creation fail, never run. */
const POLICY_BODY_TAG = '$realtime_deleted_row_policies$';

/** The condition on one old row (aliased as the table) under which a role may select it. */
function policyCondition(facts: PolicyFacts[number]): string {
  // As PostgreSQL: a policy without a USING expression adds nothing to either list.
  const permissive = facts.policies.filter((p) => p.permissive && p.qual !== null);
  const restrictive = facts.policies.filter((p) => !p.permissive && p.qual !== null);
  const anyPermissive = permissive.length
    ? permissive.map((p) => `(${p.qual})`).join(' or ')
    : 'false';
  const everyRestrictive = restrictive.map((p) => ` and (${p.qual})`).join('');
  return `(${anyPermissive})${everyRestrictive}`;
}

/**
 * The policy check of one table for the roles described by `facts`, as a session-local function
 * returning jsonb. A role missing from `facts` (unknown to PostgreSQL) sees nothing.
 */
export function policyFunctionSql(table: PublishedTable, name: string, facts: PolicyFacts): string {
  const keyPrivileges = table.primaryKey
    .map((c) => `has_column_privilege(${table.oid}::oid, ${literal(c)}, 'SELECT')`)
    .join(' and ');
  const branches = facts
    .map((role) => {
      const body = role.exempt
        ? 'v_visible := v_everyone;'
        : `select coalesce(array_agg(k.ord::int), '{}') into v_visible
              from jsonb_array_elements(p_rows) with ordinality as k(old_row, ord)
             where exists (
               select 1 from jsonb_populate_record(null::${tableSql(table)}, k.old_row) as ${ident(table.table)}
                where ${policyCondition(role)});`;
      return `
          elsif p_roles[v_i] = ${literal(role.role)} then
            ${body}`;
    })
    .join('');
  return `
    create or replace function pg_temp.${name}(p_rows jsonb, p_roles text[], p_claims text[])
    returns jsonb
    language plpgsql
    set search_path = pg_catalog, pg_temp
    as ${POLICY_BODY_TAG}
    #variable_conflict use_column
    declare
      v_i int;
      v_visible int[];
      v_everyone int[];
      -- One entry per claims set: its visible ordinals as JSON text, or null. Appending to an
      -- array is cheap in PL/pgSQL, unlike growing a jsonb value.
      v_answers text[] := '{}';
    begin
      select coalesce(array_agg(k.ord::int), '{}') into v_everyone
        from jsonb_array_elements(p_rows) with ordinality as k(old_row, ord);
      for v_i in 1 .. coalesce(array_length(p_claims, 1), 0) loop
        begin
          perform set_config('role', p_roles[v_i], true),
                  set_config('request.jwt.claims', p_claims[v_i], true);
          if not (${keyPrivileges}) then
            v_visible := '{}';${branches}
          else
            v_visible := null;
          end if;
        exception when others then
          v_visible := null;
        end;
        v_answers := array_append(v_answers, to_jsonb(v_visible)::text);
      end loop;
      perform set_config('role', 'none', true), set_config('request.jwt.claims', '', true);
      return ${ANSWERS_JSON};
    end
    ${POLICY_BODY_TAG}`;
}

/** The distinct roles among these claims sets. */
export const rolesOf = (claims: ClaimsSet[]) => [...new Set(claims.map((c) => c.role))];
