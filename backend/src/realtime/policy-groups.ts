import { z } from 'zod';
import {
  isNode,
  nodesOf,
  parseNodeTree,
  textConstant,
  type TreeNode,
  type TreeValue,
} from './node-tree';
import { ident, literal } from './row-sql';

/**
 * Which subscribers a table's SELECT policies cannot tell apart, so that one row-level security
 * check answers for all of them.
 *
 * The policies are read as PostgreSQL stores them (pg_policy.polqual). When every policy is
 * AND/OR/NOT over parts of two kinds only:
 *  - parts that do not depend on who asks: the row's columns, constants, immutable functions and
 *    operators, now() (the same for every subscriber checked in one statement);
 *  - calls of a known helper with constant text arguments (`public.has_role('admin')`,
 *    `(select private.has_required_aal())`), whose answer depends only on the caller's role and
 *    claims and on tables that announce their changes (migration 0025);
 * then two claims sets of the same role for which every helper call answers the same see exactly
 * the same rows, and checking one of them is checking all. Anything else in a policy (another
 * function, a subquery, current_user, ...) and the table is checked per claims set, as before.
 *
 * A helper is known only when its definition is exactly the one analysed here (language, body,
 * security definer with an empty search_path, volatility), the claims functions it calls are too,
 * and every table it reads is watched and read past row-level security. Redefining any of them
 * turns the grouping off for the tables whose policies call it.
 */

interface FunctionSpec {
  language: 'sql' | 'plpgsql';
  definer: boolean;
  config: string[] | null;
  body: string;
}

/** Helpers that read claims through auth.uid() / auth.jwt() and the tables listed. */
interface HelperSpec extends FunctionSpec {
  reads: string[];
  calls: string[];
}

const normalize = (body: string) => body.replace(/\s+/g, ' ').trim();

/** Read the claims and nothing else (bootstrap 0000; Supabase defines them the same way). */
const CLAIMS_READERS: Record<string, FunctionSpec> = {
  'auth.uid()': {
    language: 'sql',
    definer: false,
    config: null,
    body: `select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid`,
  },
  'auth.jwt()': {
    language: 'sql',
    definer: false,
    config: null,
    body: `select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb`,
  },
};

/** The helpers as migrations 0012 and 0024 define them. */
const HELPERS: Record<string, HelperSpec> = {
  'public.has_role(text)': {
    language: 'plpgsql',
    definer: true,
    config: ['search_path=""'],
    reads: ['public.user_roles'],
    calls: ['auth.uid()'],
    body: `begin
  if has_role.role is null or has_role.role not in ('admin', 'support') then
    raise exception 'Unknown role "%"', left(has_role.role, 40)
      using errcode = '22023', hint = 'Use admin or support.';
  end if;
  return exists (
    select 1 from public.user_roles ur
    where ur.user_id = auth.uid() and ur.role = has_role.role
  );
end`,
  },
  'private.has_required_aal()': {
    language: 'plpgsql',
    definer: true,
    config: ['search_path=""'],
    reads: ['auth.mfa_factors'],
    calls: ['auth.jwt()'],
    body: `declare
  claims jsonb := auth.jwt();
begin
  return coalesce(claims ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = coalesce(
          nullif(pg_catalog.current_setting('request.jwt.claim.sub', true), ''),
          claims ->> 'sub'
        )::uuid
        and f.status = 'verified'
    );
end`,
  },
};

/** The trigger of migration 0025 that announces changes to the helpers' tables. */
export const STATE_TRIGGER_FUNCTION = 'realtime_capture.notify_state_change()';
const STATE_TRIGGER_BODY = `begin
    perform pg_notify('realtime_state', tg_table_schema || '.' || tg_table_name);
    return null;
  end`;

export const KNOWN_FUNCTIONS = [
  ...Object.keys(CLAIMS_READERS),
  ...Object.keys(HELPERS),
  STATE_TRIGGER_FUNCTION,
];
export const WATCHED_TABLES = [...new Set(Object.values(HELPERS).flatMap((h) => h.reads))];

/**
 * Everything the analysis depends on, as one JSON value: if it comes back unchanged, so does the
 * analysis (row versions, `xmin`, change with every ALTER or CREATE OR REPLACE).
 */
export const GROUPING_FACTS_SQL = `
  select json_build_object(
    'policies', (select coalesce(json_agg(json_build_array(p.polqual::text, p.xmin::text) order by p.oid), '[]')
                   from pg_policy p where p.polrelid = $1 and p.polcmd in ('r', '*')),
    'functions', (select coalesce(json_agg(json_build_array(p.oid, p.provolatile, p.proretset, p.xmin::text) order by p.oid), '[]')
                    from pg_proc p where p.oid = any($2::oid[])),
    'now', (select json_agg(p.oid) from pg_proc p
             where p.oid in (to_regprocedure('pg_catalog.now()'), to_regprocedure('pg_catalog.transaction_timestamp()'))),
    'known', (select coalesce(json_agg(json_build_object(
                'signature', s.sig, 'oid', p.oid, 'language', l.lanname, 'definer', p.prosecdef,
                'config', p.proconfig, 'volatility', p.provolatile, 'body', p.prosrc, 'xmin', p.xmin::text,
                'owner', p.proowner, 'ownerBypasses', (select r.rolsuper or r.rolbypassrls from pg_roles r where r.oid = p.proowner),
                'overloads', (select count(*) from pg_proc o where o.proname = p.proname and o.pronamespace = p.pronamespace))
                order by s.sig), '[]')
                from unnest($3::text[]) s(sig)
                join pg_proc p on p.oid = to_regprocedure(s.sig)
                join pg_language l on l.oid = p.prolang),
    'tables', (select coalesce(json_agg(json_build_object(
                 'name', s.name, 'rls', c.relrowsecurity, 'force', c.relforcerowsecurity, 'owner', c.relowner,
                 'xmin', c.xmin::text,
                 'triggers', (select coalesce(json_agg(json_build_object('function', t.tgfoid, 'type', t.tgtype,
                                'enabled', t.tgenabled, 'xmin', t.xmin::text) order by t.oid), '[]')
                                from pg_trigger t where t.tgrelid = c.oid))
                 order by s.name), '[]')
                 from unnest($4::text[]) s(name)
                 join pg_class c on c.oid = to_regclass(s.name))
  ) as facts`;

/** json_build_object writes oids as strings. */
const oid = z.coerce.number().int();

const factsSchema = z.object({
  policies: z.array(z.tuple([z.string().nullable(), z.string()])),
  functions: z.array(z.tuple([oid, z.string(), z.boolean(), z.string()])),
  now: z.array(oid).nullable(),
  known: z.array(
    z.object({
      signature: z.string(),
      oid,
      language: z.string(),
      definer: z.boolean(),
      config: z.array(z.string()).nullable(),
      volatility: z.string(),
      body: z.string(),
      owner: oid,
      ownerBypasses: z.boolean().nullable(),
      overloads: z.number(),
    }),
  ),
  tables: z.array(
    z.object({
      name: z.string(),
      rls: z.boolean(),
      force: z.boolean(),
      owner: oid,
      triggers: z.array(z.object({ function: oid, type: z.number(), enabled: z.string() })),
    }),
  ),
});
export type GroupingFacts = z.infer<typeof factsSchema>;

export const parseGroupingFacts = (raw: unknown): GroupingFacts | undefined =>
  factsSchema.safeParse(raw).data;

/** One helper call whose answer tells claims sets apart: SQL to evaluate it, and its key. */
export interface ClaimsAtom {
  sql: string;
}

export type GroupingAnalysis =
  /** Group by role and these helper calls' answers. */
  | { kind: 'grouped'; atoms: ClaimsAtom[] }
  /** `functions` lists functions whose volatility must be known first. */
  | { kind: 'needs-functions'; functions: number[] }
  | { kind: 'per-claims'; reason: string };

/** AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE, FOR EACH STATEMENT (pg_trigger.tgtype bits). */
const STATEMENT_TRIGGER_ALL_EVENTS = 4 | 8 | 16 | 32;

const matches = (
  row: GroupingFacts['known'][number] | undefined,
  spec: FunctionSpec,
): row is GroupingFacts['known'][number] =>
  !!row &&
  row.language === spec.language &&
  row.definer === spec.definer &&
  row.volatility === 's' &&
  JSON.stringify(row.config) === JSON.stringify(spec.config) &&
  normalize(row.body) === normalize(spec.body);

/** The helpers whose definitions, claims functions and tables are as analysed, by oid. */
function verifiedHelpers(facts: GroupingFacts): Map<number, { name: string; arity: number }> {
  const known = new Map(facts.known.map((k) => [k.signature, k]));
  const trigger = known.get(STATE_TRIGGER_FUNCTION);
  const triggerOk =
    !!trigger &&
    trigger.language === 'plpgsql' &&
    !trigger.definer &&
    trigger.config === null &&
    normalize(trigger.body) === normalize(STATE_TRIGGER_BODY);
  const readerOk = (signature: string) => {
    const row = known.get(signature);
    // A single function of that name, so that the helper's call resolves to this one.
    return matches(row, CLAIMS_READERS[signature]!) && row.overloads === 1;
  };
  const verified = new Map<number, { name: string; arity: number }>();
  for (const [signature, spec] of Object.entries(HELPERS)) {
    const row = known.get(signature);
    if (!matches(row, spec) || !spec.calls.every(readerOk)) continue;
    const tablesOk = spec.reads.every((name) => {
      const table = facts.tables.find((t) => t.name === name);
      if (!table) return false;
      const watched = table.triggers.some(
        (t) =>
          triggerOk &&
          t.function === trigger.oid &&
          t.enabled === 'A' &&
          (t.type & 127) === STATEMENT_TRIGGER_ALL_EVENTS,
      );
      // The helper runs as its owner: it must read the whole table, not what RLS lets it see.
      const unfiltered =
        !table.rls || row.ownerBypasses === true || (row.owner === table.owner && !table.force);
      return watched && unfiltered;
    });
    if (!tablesOk) continue;
    const [name, args] = signature.split('(') as [string, string];
    verified.set(row.oid, {
      name: name.split('.').map(ident).join('.'),
      arity: args === ')' ? 0 : args.split(',').length,
    });
  }
  return verified;
}

const SCALAR_FUNCTION_NODES: Record<string, string> = {
  FUNCEXPR: 'funcid',
  OPEXPR: 'opfuncid',
  DISTINCTEXPR: 'opfuncid',
  NULLIFEXPR: 'opfuncid',
  SCALARARRAYOPEXPR: 'opfuncid',
};
const PLAIN_NODES = new Set([
  'CONST',
  'BOOLEXPR',
  'NULLTEST',
  'BOOLEANTEST',
  'RELABELTYPE',
  'COALESCEEXPR',
  'CASEEXPR',
  'CASEWHEN',
  'CASETESTEXPR',
  'ARRAYEXPR',
  'COLLATEEXPR',
]);

/** Analyses a table's SELECT policies; see the comment at the top. */
export function analyzePolicies(facts: GroupingFacts): GroupingAnalysis {
  const trees: TreeValue[] = [];
  try {
    // A policy without USING adds nothing, for anyone.
    for (const [qual] of facts.policies) if (qual !== null) trees.push(parseNodeTree(qual));
  } catch (error) {
    return { kind: 'per-claims', reason: `unreadable policy: ${String(error)}` };
  }
  const functionIds = new Set<number>();
  for (const tree of trees)
    for (const node of nodesOf(tree)) {
      const field = SCALAR_FUNCTION_NODES[node.type];
      if (field) functionIds.add(Number(node.fields[field]));
    }
  const volatility = new Map(facts.functions.map(([oid, v, retset]) => [oid, { v, retset }]));
  const missing = [...functionIds].filter((oid) => !volatility.has(oid));
  if (missing.length) return { kind: 'needs-functions', functions: [...functionIds] };

  const now = new Set(facts.now ?? []);
  const helpers = verifiedHelpers(facts);
  const sameForEveryone = (oid: number) => {
    const f = volatility.get(oid);
    return !!f && !f.retset && (f.v === 'i' || now.has(oid));
  };

  const independent = (tree: TreeNode) => {
    for (const node of nodesOf(tree)) {
      if (node.type === 'VAR') {
        if (node.fields.varlevelsup !== '0' || node.fields.varno !== '1') return false;
        continue;
      }
      const field = SCALAR_FUNCTION_NODES[node.type];
      if (field) {
        if (!sameForEveryone(Number(node.fields[field]))) return false;
        continue;
      }
      if (!PLAIN_NODES.has(node.type)) return false;
    }
    return true;
  };

  const helperCall = (node: TreeNode): ClaimsAtom | undefined => {
    if (node.type !== 'FUNCEXPR' || node.fields.funcretset !== 'false') return undefined;
    const call = helpers.get(Number(node.fields.funcid));
    if (!call) return undefined;
    const args = node.fields.args ?? [];
    if (!Array.isArray(args)) return undefined;
    const texts = args.map((a) => (isNode(a) ? textConstant(a) : undefined));
    if (texts.some((t) => t === undefined)) return undefined;
    // Every argument of the known helpers is text.
    if (texts.length !== call.arity) return undefined;
    return { sql: `${call.name}(${texts.map((t) => `${literal(t!)}::text`).join(', ')})` };
  };

  /** `(select helper(...))`: a subquery with nothing but that call. */
  const scalarSubquery = (node: TreeNode): ClaimsAtom | undefined => {
    if (node.type !== 'SUBLINK' || node.fields.subLinkType !== '4' || node.fields.testexpr !== null)
      return undefined;
    const query = node.fields.subselect;
    if (!isNode(query) || query.type !== 'QUERY' || query.fields.commandType !== '1')
      return undefined;
    for (const [name, value] of Object.entries(query.fields)) {
      if (name === 'jointree' || name === 'targetList') continue;
      if (Array.isArray(value) || isNode(value)) return undefined;
      if (name.startsWith('has') && value !== 'false') return undefined;
    }
    const join = query.fields.jointree;
    if (
      !isNode(join) ||
      join.type !== 'FROMEXPR' ||
      join.fields.fromlist !== null ||
      join.fields.quals !== null
    )
      return undefined;
    const targets = query.fields.targetList;
    if (!Array.isArray(targets) || targets.length !== 1) return undefined;
    const target = targets[0];
    if (!isNode(target) || target.type !== 'TARGETENTRY' || target.fields.resjunk !== 'false')
      return undefined;
    return isNode(target.fields.expr) ? helperCall(target.fields.expr) : undefined;
  };

  const atoms = new Map<string, ClaimsAtom>();
  const covered = (value: TreeValue): boolean => {
    if (!isNode(value)) return false;
    if (independent(value)) return true;
    const atom = helperCall(value) ?? scalarSubquery(value);
    if (atom) {
      atoms.set(atom.sql, atom);
      return true;
    }
    if (value.type !== 'BOOLEXPR' || !Array.isArray(value.fields.args)) return false;
    return value.fields.args.every(covered);
  };
  for (const tree of trees)
    if (!covered(tree)) return { kind: 'per-claims', reason: 'a policy reads more than known' };
  return { kind: 'grouped', atoms: [...atoms.values()].sort((a, b) => a.sql.localeCompare(b.sql)) };
}
