import pg from 'pg';
import {
  POLICY_FACTS_FUNCTION_SQL,
  parsePolicyFacts,
  policyFunctionSql,
  reinsertFunctionSql,
  reinsertResultSchema,
  rolesOf,
  type VisibilityAnswer,
} from './deleted-row-checks';
import type { ClaimsAtom } from './policy-groups';
import { keyRowSql, type ClaimsSet, type PrimaryKey, type Row } from './row-sql';
import type { PublishedTable } from './table-catalog';

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
            ${keyRowSql(table)};`;
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

/**
 * Evaluates helper calls (policy-groups.ts) under each claims set, as a policy would: the same
 * role and `request.jwt.claims`. Answers one string per claims set, a letter per call ('t', 'f',
 * 'n' for null), or null when a call failed for that claims set.
 */
function helperAnswersFunctionSql(atoms: ClaimsAtom[], name: string): string {
  const letters = atoms
    .map((a) => `case (${a.sql}) when true then 't' when false then 'f' else 'n' end`)
    .join(' || ');
  return `
    create or replace function pg_temp.${name}(p_roles text[], p_claims text[])
    returns text[]
    language plpgsql as $fn$
    declare
      i int;
      answer text;
      answers text[] := '{}';
    begin
      for i in 1 .. coalesce(array_length(p_claims, 1), 0) loop
        begin
          perform set_config('role', p_roles[i], true), set_config('request.jwt.claims', p_claims[i], true);
          answer := ${letters || `''`};
        exception when others then
          answer := null;
        end;
        answers := array_append(answers, answer);
      end loop;
      perform set_config('role', 'none', true), set_config('request.jwt.claims', '', true);
      return answers;
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
  reinsert: `realtime_deleted_reinsert_${table.oid}`,
  policies: `realtime_deleted_policies_${table.oid}`,
});

/** An error PostgreSQL answered with, as opposed to a lost connection. */
const isServerError = (error: unknown) => error instanceof pg.DatabaseError;

/**
 * One database connection of the reader, with its session-local visibility functions. Several
 * lanes let one large set of subscribers be checked on several cores at once.
 */
export class ReaderLane {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  /** Table oid → signature of the table its visibility functions were made for. */
  private readonly functions = new Map<number, string>();
  /** Table oid → the policy check last created for it (policies change without the columns). */
  private readonly policyFunctions = new Map<number, string>();
  private policyFactsReady = false;
  /** Helper calls (joined) → the name of the function that evaluates them. */
  private readonly helperFunctions = new Map<string, string>();

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
        this.forgetFunctions();
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
      this.forgetFunctions();
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private forgetFunctions(): void {
    this.functions.clear();
    this.policyFunctions.clear();
    this.policyFactsReady = false;
    this.helperFunctions.clear();
  }

  /** Creates the function evaluating these helper calls (outside any read-only transaction). */
  async prepareHelpers(atoms: ClaimsAtom[]): Promise<void> {
    const key = atoms.map((a) => a.sql).join('\n');
    if (this.helperFunctions.has(key)) return;
    const client = await this.connection();
    const name = `realtime_helper_answers_${this.helperFunctions.size + 1}`;
    await client.query(helperAnswersFunctionSql(atoms, name));
    this.helperFunctions.set(key, name);
  }

  /** The helper calls' answers under each claims set; see helperAnswersFunctionSql. */
  async helperAnswers(atoms: ClaimsAtom[], claims: ClaimsSet[]): Promise<(string | null)[]> {
    const client = await this.connection();
    const name = this.helperFunctions.get(atoms.map((a) => a.sql).join('\n'));
    // Policies changed since prepare(): the batch fails and is retried, prepared anew.
    if (!name) throw new Error('realtime: helper answers asked for before they were prepared');
    const { rows } = await client.query<{ a: (string | null)[] }>(
      `select pg_temp.${name}($1::text[], $2::text[]) as a`,
      [claims.map((c) => c.role), claims.map((c) => c.claimsJson)],
    );
    return rows[0]!.a;
  }

  /** Creates (or refreshes after a schema change) the visibility functions of these tables. */
  async prepare(tables: PublishedTable[]): Promise<void> {
    const client = await this.connection();
    for (const table of tables) {
      const columns = table.columns.map((c) => `${c.name} ${c.sqlType}${c.generated ? ' g' : ''}`);
      const signature = `${table.primaryKey.join(',')}:${columns.join(',')}`;
      if (this.functions.get(table.oid) === signature) continue;
      const { fast, safe, reinsert } = functionNames(table);
      await client.query(visibilityFunctionSql(table, fast, false));
      await client.query(visibilityFunctionSql(table, safe, true));
      await client.query(reinsertFunctionSql(table, reinsert));
      this.functions.set(table.oid, signature);
    }
  }

  names(table: PublishedTable): ReturnType<typeof functionNames> {
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

  /**
   * Which of these deleted rows (by index) each claims set could have selected: by re-inserting
   * them in a rolled-back subtransaction where allowed, by the table's policies for the rest.
   * Outside any transaction, as the re-insert writes. Nobody sees a row neither check settles.
   */
  async deletedVisible(
    table: PublishedTable,
    rows: Row[],
    claims: ClaimsSet[],
  ): Promise<Set<number>[]> {
    const visible = claims.map(() => new Set<number>());
    if (!claims.length || !rows.length) return visible;
    const client = await this.connection();
    const names = this.names(table);
    const roles = claims.map((c) => c.role);
    const claimsJson = claims.map((c) => c.claimsJson);
    const merge = (answer: VisibilityAnswer, rowIndexes: number[]) => {
      for (const [subscriber, ords] of answer)
        for (const ord of ords ?? []) visible[subscriber - 1]?.add(rowIndexes[ord - 1]!);
    };

    const settled = new Set<number>();
    try {
      const { rows: answer } = await client.query<{ r: unknown }>(
        `select pg_temp.${names.reinsert}($1::jsonb, $2::text[], $3::text[]) as r`,
        [JSON.stringify(rows), roles, claimsJson],
      );
      // null: the re-insert was not possible here (no right to set the replication role).
      const reinserted = reinsertResultSchema.safeParse(answer[0]?.r ?? null).data;
      if (reinserted) {
        merge(
          reinserted.visible,
          rows.map((_, i) => i),
        );
        for (const ord of reinserted.inserted) settled.add(ord - 1);
      }
    } catch (error) {
      if (!isServerError(error)) throw error;
    }
    const rest = rows.map((_, i) => i).filter((i) => !settled.has(i));
    if (!rest.length) return visible;
    try {
      if (!(await this.preparePolicyCheck(client, table, rolesOf(claims)))) return visible;
      const { rows: byPolicy } = await client.query<{ r: VisibilityAnswer }>(
        `select pg_temp.${names.policies}($1::jsonb, $2::text[], $3::text[]) as r`,
        [JSON.stringify(rest.map((i) => rows[i])), roles, claimsJson],
      );
      merge(byPolicy[0]!.r, rest);
    } catch (error) {
      // Policies that cannot be evaluated this way leave those rows unseen; a lost connection
      // is retried with the batch.
      if (!isServerError(error)) throw error;
    }
    return visible;
  }

  /**
   * (Re)creates the policy check of a table when its policies or the roles asked about changed;
   * false when the table's policies could not be read.
   */
  private async preparePolicyCheck(
    client: pg.Client,
    table: PublishedTable,
    roles: string[],
  ): Promise<boolean> {
    if (!this.policyFactsReady) {
      await client.query(POLICY_FACTS_FUNCTION_SQL);
      this.policyFactsReady = true;
    }
    const { rows } = await client.query<{ facts: unknown }>(
      'select pg_temp.realtime_policy_facts($1, $2::text[]) as facts',
      [table.oid, roles],
    );
    const facts = parsePolicyFacts(rows[0]?.facts);
    if (!facts) return false;
    const sql = policyFunctionSql(table, this.names(table).policies, facts);
    if (this.policyFunctions.get(table.oid) !== sql) {
      await client.query(sql);
      this.policyFunctions.set(table.oid, sql);
    }
    return true;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
