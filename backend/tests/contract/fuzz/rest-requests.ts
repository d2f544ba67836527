import fc from 'fast-check';
import type { Client } from 'pg';
import type { FuzzRequest } from './http-probe';
import {
  bodyFor,
  credential,
  inUrl,
  junkValue,
  nastyString,
  type Credentials,
} from './fuzz-values';
import { assemble, envelope, methodFor, oversized } from './request-shape';

export interface Column {
  name: string;
  type: string;
}

/** What the data API exposes, read from the catalogue so new tables and functions are fuzzed too. */
export interface ExposedSchema {
  tables: { name: string; columns: Column[] }[];
  functions: { name: string; args: Column[] }[];
}

export async function readExposedSchema(db: Client): Promise<ExposedSchema> {
  const tables = await db.query<{ name: string; columns: Column[] }>(`
    select c.table_name as name,
           json_agg(json_build_object('name', c.column_name, 'type', c.data_type) order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     group by c.table_name order by c.table_name`);
  const functions = await db.query<{ name: string; args: Column[] }>(`
    select p.proname as name,
           coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[i], ''), 'type', format_type(p.proargtypes[i - 1], null)) order by i)
                       from generate_subscripts(p.proargtypes, 1) as g(i0), lateral (select i0 + 1 as i) x), '[]') as args
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind = 'f'
     order by 1`);
  return { tables: tables.rows, functions: functions.rows };
}

export interface RestFuzzContext {
  credentials: Credentials;
  schema: ExposedSchema;
  userId: string;
  bodyLimit: number;
  /** Functions never called with the user's token (deleting the account would end the run). */
  userMayNotCall: string[];
}

/** A value for a column or argument of this SQL type: often right, often the wrong type. */
function valueFor(type: string, userId: string): fc.Arbitrary<unknown> {
  let right: fc.Arbitrary<unknown>;
  if (/\[\]$/.test(type)) right = fc.array(valueFor(type.slice(0, -2), userId), { maxLength: 3 });
  else if (/int|numeric|double|real/.test(type))
    right = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, -(2 ** 63), 1e20, 0.5));
  else if (type === 'uuid') right = fc.oneof(fc.uuid(), fc.constant(userId));
  else if (type === 'boolean') right = fc.boolean();
  else if (/json/.test(type)) right = junkValue;
  else if (/time|date/.test(type))
    right = fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom('infinity', '-infinity', '0001-01-01', '294277-01-01', 'now'),
    );
  else right = nastyString;
  return fc.oneof({ arbitrary: right, weight: 3 }, { arbitrary: junkValue, weight: 1 });
}

/** Text of a value as it appears in a URL: what PostgREST gets after `eq.`, `in.(`… */
const urlValue = (type: string, userId: string) =>
  inUrl(
    fc.oneof(
      valueFor(type, userId).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
      fc.constantFrom('(1,2,3)', '{a,b}', '("a","b")', 'null', 'true', 'unknown', '*', '%', 'a*b'),
    ),
  );

/** A column name in a query string (lone surrogates cannot be percent-encoded, so they become ?). */
const ident = (name: string) => encodeURIComponent(name.replace(/[\ud800-\udfff]/g, '?'));

const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'fts(english)',
  'fts(klingon)',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'not.eq',
  'not.in',
  'not.is',
  'eq(any)',
  'like(all)',
  'zz',
  '',
];

export function tableQuery(columns: Column[], userId: string): fc.Arbitrary<string[]> {
  const column = fc.oneof(
    { arbitrary: fc.constantFrom(...columns), weight: 4 },
    { arbitrary: nastyString.map((name) => ({ name, type: 'text' })), weight: 1 },
  );
  const columnName = column.map((c) => c.name);
  const select = fc.oneof(
    fc.constant('*'),
    fc
      .subarray(
        columns.map((c) => c.name),
        { minLength: 1 },
      )
      .map((names) => names.join(',')),
    fc.constantFrom(
      '*,profiles(*)',
      'id,owner:user_id(*)',
      'a->b->>c',
      'count()',
      'id::text',
      'x:id',
      '...profiles(*)',
      `${'a('.repeat(300)}${')'.repeat(300)}`,
      'id,id,id',
      'id.sum()',
      '*,auth.users(*)',
    ),
    inUrl(nastyString),
  );
  const filter = fc
    .tuple(column, fc.constantFrom(...OPERATORS))
    .chain(([c, op]) => urlValue(c.type, userId).map((v) => `${ident(c.name)}=${op}.${v}`));
  // Nested and/or trees, balanced or not, up to a depth whose echo (Content-Location) is huge.
  const logic = fc
    .tuple(
      fc.constantFrom('or', 'and', 'not.or'),
      columnName,
      urlValue('text', userId),
      fc.oneof(fc.nat(40), fc.constant(600)),
      fc.boolean(),
    )
    .map(([op, name, value, depth, balanced]) => {
      const leaf = `${ident(name)}.eq.${value}`;
      const close = '))'.repeat(balanced ? depth : Math.max(0, depth - 1));
      return `${op}=(${`and(${leaf},or(`.repeat(depth)}${leaf}${close})`;
    });
  // A long in-list, as `.in('id', manyIds)` sends.
  const longList = fc
    .tuple(columnName, fc.constantFrom(300, 5_000))
    .map(([name, n]) => `${ident(name)}=in.(${'a,'.repeat(n)}a)`);
  const param = fc.oneof(
    { arbitrary: select.map((s) => `select=${s}`), weight: 3 },
    { arbitrary: filter, weight: 5 },
    { arbitrary: logic, weight: 1 },
    { arbitrary: longList, weight: 1 },
    {
      arbitrary: fc
        .tuple(
          columnName,
          fc.constantFrom('asc', 'desc', 'zz', ''),
          fc.constantFrom('nullsfirst', 'nullslast', 'x', ''),
        )
        .map(([name, dir, nulls]) => `order=${ident(name)}.${dir}.${nulls}`),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('limit', 'offset', 'profiles.limit'),
          inUrl(fc.oneof(fc.integer().map(String), nastyString)),
        )
        .map(([name, value]) => `${name}=${value}`),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('on_conflict', 'columns'), inUrl(fc.oneof(columnName, nastyString)))
        .map(([name, value]) => `${name}=${value}`),
      weight: 1,
    },
    { arbitrary: inUrl(nastyString).map((raw) => raw), weight: 1 },
  );
  return fc.array(param, { maxLength: 4 });
}

/** Requests to /rest/v1/<table>: reads with odd filters and writes with broken bodies. */
export function restRequests(ctx: RestFuzzContext): fc.Arbitrary<FuzzRequest> {
  const cred = credential(ctx.credentials, { queryKey: true });
  const table = fc.constantFrom(...ctx.schema.tables);
  return fc
    .record({
      table,
      method: fc.oneof(
        { arbitrary: methodFor('GET'), weight: 3 },
        { arbitrary: fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE'), weight: 4 },
      ),
      pathStyle: fc.constantFrom('table', 'table', 'table', 'table', 'slash', 'sub', 'odd', 'root'),
      odd: inUrl(nastyString),
      credential: cred,
      envelope,
      huge: fc.oneof(
        { arbitrary: fc.constant(false), weight: 40 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
    })
    .chain((p) => {
      const row = fc.record(
        Object.fromEntries(p.table.columns.map((c) => [c.name, valueFor(c.type, ctx.userId)])),
        { requiredKeys: [] },
      );
      return fc
        .record({
          query: tableQuery(p.table.columns, ctx.userId),
          body: fc.oneof(
            { arbitrary: bodyFor(row), weight: 4 },
            {
              arbitrary: fc
                .array(row, { minLength: 2, maxLength: 5 })
                .map((rows) => Buffer.from(JSON.stringify(rows))),
              weight: 1,
            },
          ),
        })
        .map(({ query, body }) => {
          const path = {
            table: `/rest/v1/${p.table.name}`,
            slash: `/rest/v1/${p.table.name}/`,
            sub: `/rest/v1/${p.table.name}/${p.odd}`,
            odd: `/rest/v1/${p.odd}`,
            root: '/rest/v1/',
          }[p.pathStyle]!;
          return assemble({
            method: p.method,
            path,
            query,
            credential: p.credential,
            contentType: p.envelope.contentType,
            headers: p.envelope.headers,
            body: p.huge ? oversized(ctx.bodyLimit) : body,
            chunked: p.envelope.chunked,
            bodyOnRead: p.envelope.bodyOnRead,
            limit: ctx.bodyLimit,
          });
        });
    });
}

/** Requests to /rest/v1/rpc/<function>: arguments of the wrong type, missing, extra, or in the URL. */
export function rpcRequests(ctx: RestFuzzContext): fc.Arbitrary<FuzzRequest> {
  const functions = [
    ...ctx.schema.functions,
    { name: 'no_such_function', args: [] },
    { name: 'pg_sleep', args: [{ name: '', type: 'double precision' }] },
    { name: 'version', args: [] },
  ];
  return fc
    .record({
      fn: fc.constantFrom(...functions),
      method: fc.oneof(
        { arbitrary: fc.constant('POST'), weight: 4 },
        { arbitrary: methodFor('GET'), weight: 2 },
      ),
      credential: credential(ctx.credentials, { queryKey: true }),
      envelope,
      prefer: fc.option(
        fc.constantFrom('params=single-object', 'tx=rollback', 'return=minimal', 'count=exact'),
        {
          nil: undefined,
        },
      ),
    })
    .filter(
      (p) => !(p.credential.label.startsWith('user') && ctx.userMayNotCall.includes(p.fn.name)),
    )
    .chain((p) => {
      const named = p.fn.args.filter((a) => a.name);
      const args = fc.record(
        Object.fromEntries(named.map((a) => [a.name, valueFor(a.type, ctx.userId)])),
        {
          requiredKeys: [],
        },
      );
      const query = fc
        .tuple(args, tableQuery([{ name: 'result', type: 'text' }], ctx.userId))
        .map(([values, extra]) => [
          ...Object.entries(values).map(
            ([name, value]) =>
              `${name}=${encodeURIComponent(typeof value === 'string' ? value.replace(/[\ud800-\udfff]/g, '?') : (JSON.stringify(value) ?? ''))}`,
          ),
          ...extra.slice(0, 1),
        ]);
      return fc.record({ body: bodyFor(args), query }).map(({ body, query: params }) =>
        assemble({
          method: p.method,
          path: `/rest/v1/rpc/${p.fn.name}`,
          query: p.method === 'POST' ? [] : params,
          credential: p.credential,
          contentType: p.envelope.contentType,
          headers: [
            ...p.envelope.headers,
            ...(p.prefer ? ([['prefer', p.prefer]] as [string, string][]) : []),
          ],
          body,
          chunked: p.envelope.chunked,
          bodyOnRead: p.envelope.bodyOnRead,
          limit: ctx.bodyLimit,
        }),
      );
    });
}
