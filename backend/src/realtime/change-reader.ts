import { ClaimsGrouping, type ClaimsPlan } from './claims-grouping';
import { ReaderLane, parseVisible } from './reader-lane';
import { keyRowSql, type ClaimsSet, type PrimaryKey, type Row } from './row-sql';
import type { PublishedTable } from './table-catalog';
import { CATALOG_PRESENT_SQL, CATALOG_SQL } from './table-catalog';

export { keyString, type ClaimsSet, type PrimaryKey, type Row } from './row-sql';

export interface Snapshot {
  /** The rows of these keys, by key index; undefined where the row no longer exists. */
  rows(table: PublishedTable, keys: PrimaryKey[]): Promise<(Row | undefined)[]>;
  /** visible[c] = indexes of the keys that claims set c may select; null when its check failed. */
  visible(
    table: PublishedTable,
    keys: PrimaryKey[],
    claims: ClaimsSet[],
  ): Promise<(Set<number> | null)[]>;
}

/** Below this many claims sets, splitting the check over lanes costs more than it saves. */
const MIN_CLAIMS_PER_LANE = 64;
/** How long a large deleted row stays in the side table for the services to read. */
const DELETED_ROW_RETENTION_MS = 10 * 60_000;

/**
 * Reads changed rows and checks them against row-level security. The first lane reads the rows;
 * large sets of subscribers are split over all lanes, so their checks run on several cores.
 */
export class ChangeReader {
  private readonly lanes: ReaderLane[];
  private lastDeletedRead = 0;
  private purgeTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly grouping: ClaimsGrouping;

  /**
   * `listening` tells whether the service's notification connection is up: remembered helper
   * answers are used only then, as their invalidations arrive through it.
   */
  constructor(databaseUrl: string, laneCount = 2, listening: () => boolean = () => false) {
    this.lanes = Array.from({ length: Math.max(1, laneCount) }, () => new ReaderLane(databaseUrl));
    this.grouping = new ClaimsGrouping(listening);
  }

  /** A table the policy helpers read changed, or its announcements may have been missed. */
  forgetHelperAnswers(): void {
    this.grouping.forget();
  }

  /** The claims sets that actually need a check (one per group the policies cannot tell apart). */
  private async plan(table: PublishedTable, claims: ClaimsSet[]): Promise<ClaimsPlan> {
    const client = await this.main.connection();
    return this.grouping.plan(client, table, claims, (atoms, some) =>
      this.main.helperAnswers(atoms, some),
    );
  }

  private get main(): ReaderLane {
    return this.lanes[0]!;
  }

  async loadCatalog(): Promise<unknown[]> {
    const client = await this.main.connection();
    const present = await client.query<{ present: boolean }>(CATALOG_PRESENT_SQL);
    if (!present.rows[0]?.present) return [];
    return (await client.query(CATALOG_SQL)).rows;
  }

  async prepare(tables: PublishedTable[]): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.prepare(tables)));
    const client = await this.main.connection();
    for (const table of tables) {
      // Only to create the helpers' function: plan() asks again whether the analysis holds, and
      // a batch whose helpers were not prepared fails and is retried.
      const analysis =
        this.grouping.lastAnalysis(table) ?? (await this.grouping.analyze(client, table));
      if (analysis.kind === 'grouped' && analysis.atoms.length)
        await this.main.prepareHelpers(analysis.atoms);
    }
  }

  /**
   * Runs `fn` in one REPEATABLE READ, read-only transaction on the first lane: rows and
   * visibility from one snapshot, for bindings whose filters must see the row first.
   */
  async snapshot<T>(fn: (snapshot: Snapshot) => Promise<T>): Promise<T> {
    const lane = this.main;
    const client = await lane.connection();
    const snapshot: Snapshot = {
      rows: async (table, keys) => {
        const { rows } = await client.query<{ ord: string; row: Row }>(
          `select k.ord, to_jsonb(t) as row
             from jsonb_array_elements($1::jsonb) with ordinality as k(key, ord)
             ${keyRowSql(table, '*')}`,
          [JSON.stringify(keys)],
        );
        const found: (Row | undefined)[] = keys.map(() => undefined);
        for (const r of rows) found[Number(r.ord) - 1] = r.row;
        return found;
      },
      visible: async (table, keys, all) => {
        if (!all.length || !keys.length) return all.map(() => new Set<number>());
        const plan = await this.plan(table, all);
        return plan.expand(await checkVisible(table, keys, plan.check));
      },
    };
    const checkVisible = async (
      table: PublishedTable,
      keys: PrimaryKey[],
      claims: ClaimsSet[],
    ): Promise<(Set<number> | null)[]> => {
      // A savepoint lets the safe variant run after the fast one failed.
      await client.query('savepoint visibility');
      const names = lane.names(table);
      const params = [
        JSON.stringify(keys),
        claims.map((c) => c.role),
        claims.map((c) => c.claimsJson),
      ];
      const sql = (name: string) =>
        `select coalesce(json_agg(json_build_array(subscriber, visible)), '[]') as v
           from pg_temp.${name}($1::jsonb, $2::text[], $3::text[])`;
      try {
        const { rows } = await client.query<{ v: [number, number[] | null][] }>(
          sql(names.fast),
          params,
        );
        return parseVisible(claims, rows[0]!.v);
      } catch {
        await client.query('rollback to savepoint visibility');
        const { rows } = await client.query<{ v: [number, number[] | null][] }>(
          sql(names.safe),
          params,
        );
        return parseVisible(claims, rows[0]!.v);
      }
    };
    await client.query('begin isolation level repeatable read read only');
    try {
      const result = await fn(snapshot);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  /**
   * Rows and every subscriber's visibility, for when no filter needs the row first: the first
   * lane reads the rows and checks its share of the claims in one statement, the other lanes
   * check theirs at the same time.
   */
  async rowsWithVisibility(
    table: PublishedTable,
    keys: PrimaryKey[],
    all: ClaimsSet[],
  ): Promise<{ rows: (Row | undefined)[]; visible: (Set<number> | null)[] }> {
    const plan = await this.plan(table, all);
    const claims = plan.check;
    const laneCount = Math.min(
      this.lanes.length,
      Math.max(1, Math.floor(claims.length / MIN_CLAIMS_PER_LANE)),
    );
    const chunk = Math.ceil(claims.length / laneCount);
    const shares = Array.from({ length: laneCount }, (_, i) =>
      claims.slice(i * chunk, (i + 1) * chunk),
    );
    const [first, others] = await Promise.all([
      this.rowsAndVisibleOnMain(table, keys, shares[0]!),
      Promise.all(
        shares.slice(1).map((share, i) => this.lanes[i + 1]!.visible(table, keys, share)),
      ),
    ]);
    return { rows: first.rows, visible: plan.expand([first.visible, ...others].flat()) };
  }

  private async rowsAndVisibleOnMain(
    table: PublishedTable,
    keys: PrimaryKey[],
    claims: ClaimsSet[],
  ): Promise<{ rows: (Row | undefined)[]; visible: (Set<number> | null)[] }> {
    const client = await this.main.connection();
    const names = this.main.names(table);
    const params = [
      JSON.stringify(keys),
      claims.map((c) => c.role),
      claims.map((c) => c.claimsJson),
    ];
    // The function resets role and claims when it returns, so the row read is unaffected by order.
    const sql = (name: string) => `
      select
        (select coalesce(json_agg(json_build_array(k.ord, to_jsonb(t))), '[]')
           from jsonb_array_elements($1::jsonb) with ordinality as k(key, ord)
           ${keyRowSql(table, '*')}) as r,
        (select coalesce(json_agg(json_build_array(subscriber, visible)), '[]')
           from pg_temp.${name}($1::jsonb, $2::text[], $3::text[])) as v`;
    type Result = { r: [number, Row][]; v: [number, number[] | null][] };
    let result: Result;
    try {
      result = (await client.query<Result>(sql(names.fast), params)).rows[0]!;
    } catch {
      result = (await client.query<Result>(sql(names.safe), params)).rows[0]!;
    }
    const rows: (Row | undefined)[] = keys.map(() => undefined);
    for (const [ord, row] of result.r) rows[ord - 1] = row;
    return { rows, visible: parseVisible(claims, result.v) };
  }

  /** Which deleted rows (by index) each claims set could have selected; see ReaderLane. */
  async deletedVisible(
    table: PublishedTable,
    rows: Row[],
    claims: ClaimsSet[],
  ): Promise<Set<number>[]> {
    if (!claims.length || !rows.length) return claims.map(() => new Set<number>());
    const plan = await this.plan(table, claims);
    return plan.expand(await this.main.deletedVisible(table, rows, plan.check));
  }

  /**
   * Deleted rows that were too large for their notification, by side-table id. They are left in
   * place for any other instance of the service, and purged once old.
   */
  async readDeletedRows(ids: number[]): Promise<Map<number, Row>> {
    const client = await this.main.connection();
    const { rows } = await client.query<{ id: string; old: Row }>(
      'select id, old from realtime_capture.deleted_rows where id = any($1::int8[])',
      [ids],
    );
    this.lastDeletedRead = Date.now();
    this.schedulePurge();
    return new Map(rows.map((r) => [Number(r.id), r.old]));
  }

  /** Drops side-table rows old enough for every listening service to have read them. */
  async purgeDeletedRows(): Promise<void> {
    const client = await this.main.connection();
    await client.query(
      `delete from realtime_capture.deleted_rows
        where captured_at < clock_timestamp() - make_interval(secs => $1)`,
      [DELETED_ROW_RETENTION_MS / 1000],
    );
  }

  private schedulePurge(): void {
    if (this.purgeTimer) return;
    const scheduledAt = Date.now();
    this.purgeTimer = setTimeout(() => {
      this.purgeTimer = undefined;
      this.purgeDeletedRows()
        .catch(() => undefined)
        .finally(() => {
          // Rows read since this purge was planned are not old enough yet: come back for them.
          if (this.lastDeletedRead > scheduledAt && !this.closed) this.schedulePurge();
        });
    }, DELETED_ROW_RETENTION_MS + 1000);
    this.purgeTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.purgeTimer);
    this.purgeTimer = undefined;
    await Promise.all(this.lanes.map((lane) => lane.close()));
  }
}
