import pg from 'pg';
import type { PublishedTable } from './table-catalog';

export type Row = Record<string, unknown>;
export type PrimaryKey = Record<string, string | number | boolean | null>;

/** One distinct (role, request.jwt.claims) pair among the subscribers of a batch. */
export interface ClaimsSet {
  role: string;
  claimsJson: string;
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Identifies a row by its primary-key values, in key-column order. */
export const keyString = (table: PublishedTable, values: Record<string, unknown>) =>
  JSON.stringify(table.primaryKey.map((column) => values[column] ?? null));

/** Matches table `t` to the key object `k.key` (as the capture trigger wrote it). */
export function keyMatchSql(table: PublishedTable): string {
  return table.primaryKey
    .map((column) => {
      const sqlType = table.columns.find((c) => c.name === column)?.sqlType ?? 'text';
      return `t.${ident(column)} = (k.key ->> ${pg.Client.prototype.escapeLiteral(column)})::${sqlType}`;
    })
    .join(' and ');
}

/**
 * The visibility check, as session-local (pg_temp) functions per table. Their query is static
 * SQL, so PL/pgSQL plans it once and reuses the plan for every claims set; each claims set runs
 * under its own role and `request.jwt.claims`, exactly as PostgREST would run a select. The fast
 * variant fails as a whole if one claims set's policies raise an error; the safe variant (used
 * then) isolates each claims set in a subtransaction and reports a failing one as null.
 */
function visibilityFunctionSql(table: PublishedTable, name: string, safe: boolean): string {
  const check = `
          perform set_config('role', p_roles[i], true), set_config('request.jwt.claims', p_claims[i], true);
          select coalesce(array_agg(k.ord::int), '{}') into visible
            from jsonb_array_elements(p_keys) with ordinality as k(key, ord)
           where exists (select 1 from ${ident(table.schema)}.${ident(table.table)} t where ${keyMatchSql(table)});`;
  return `
    create or replace function pg_temp.${name}(p_keys jsonb, p_roles text[], p_claims text[])
    returns table(subscriber int, visible int[])
    language plpgsql as $fn$
    declare i int;
    begin
      for i in 1 .. coalesce(array_length(p_claims, 1), 0) loop
        subscriber := i;
        ${
          safe
            ? `begin${check}
        exception when others then
          visible := null;
        end;`
            : check
        }
        return next;
      end loop;
      -- Back to the session's own role and no claims for whatever runs next.
      perform set_config('role', 'none', true), set_config('request.jwt.claims', '', true);
    end
    $fn$`;
}

export const parseVisible = (claims: ClaimsSet[], rows: [number, number[] | null][]) => {
  const visible: (Set<number> | null)[] = claims.map(() => new Set<number>());
  for (const [subscriber, ords] of rows)
    visible[subscriber - 1] = ords ? new Set(ords.map((ord) => ord - 1)) : null;
  return visible;
};

const functionNames = (table: PublishedTable) => ({
  fast: `realtime_visible_${table.oid}`,
  safe: `realtime_visible_safe_${table.oid}`,
});

/**
 * One database connection of the reader, with its session-local visibility functions. Several
 * lanes let one large set of subscribers be checked on several cores at once.
 */
export class ReaderLane {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  /** Table oid → signature of the table its visibility functions were made for. */
  private readonly functions = new Map<number, string>();

  constructor(private readonly databaseUrl: string) {}

  async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.databaseUrl,
        application_name: 'astro-realtime-reader',
        keepAlive: true,
      });
      const drop = () => {
        if (this.client === client) this.client = undefined;
        this.functions.clear();
        client.end().catch(() => undefined);
      };
      client.on('error', drop);
      client.on('end', drop);
      try {
        await client.connect();
        // Timestamps in records come out in UTC, as hosted Supabase sends them.
        await client.query(`set timezone = 'UTC'`);
      } catch (error) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
        throw error;
      }
      this.functions.clear();
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  /** Creates (or refreshes after a schema change) the visibility functions of these tables. */
  async prepare(tables: PublishedTable[]): Promise<void> {
    const client = await this.connection();
    for (const table of tables) {
      const signature = `${table.primaryKey.join(',')}:${table.columns.map((c) => c.sqlType).join(',')}`;
      if (this.functions.get(table.oid) === signature) continue;
      const { fast, safe } = functionNames(table);
      await client.query(visibilityFunctionSql(table, fast, false));
      await client.query(visibilityFunctionSql(table, safe, true));
      this.functions.set(table.oid, signature);
    }
  }

  names(table: PublishedTable): { fast: string; safe: string } {
    if (!this.functions.has(table.oid))
      throw new Error(`no visibility function for ${table.schema}.${table.table}`);
    return functionNames(table);
  }

  /** Visibility of the keys for each claims set, in one statement outside any transaction. */
  async visible(
    table: PublishedTable,
    keys: PrimaryKey[],
    claims: ClaimsSet[],
  ): Promise<(Set<number> | null)[]> {
    const client = await this.connection();
    const names = this.names(table);
    const params = [
      JSON.stringify(keys),
      claims.map((c) => c.role),
      claims.map((c) => c.claimsJson),
    ];
    const sql = (name: string) =>
      `select coalesce(json_agg(json_build_array(subscriber, visible)), '[]') as v
         from pg_temp.${name}($1::jsonb, $2::text[], $3::text[])`;
    type Result = { v: [number, number[] | null][] };
    let result: Result;
    try {
      result = (await client.query<Result>(sql(names.fast), params)).rows[0]!;
    } catch {
      result = (await client.query<Result>(sql(names.safe), params)).rows[0]!;
    }
    return parseVisible(claims, result.v);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
