import pg from 'pg';
import type { Logger } from '../lib/logger';
import type { Change } from './change-notification';
import {
  keyString,
  type ChangeReader,
  type ClaimsSet,
  type PrimaryKey,
  type Row,
  type Snapshot,
} from './change-reader';
import { encodeFrame } from './phoenix-frames';
import { matchesFilter } from './postgres-filter';
import type { Binding, Subscriber, SubscriptionRegistry } from './subscriptions';
import type { PublishedTable, TableCatalog } from './table-catalog';

export interface DispatcherStats {
  queued: number;
  processedChanges: number;
  deliveredMessages: number;
  droppedChanges: number;
}

/** Values larger than this are left out of a record that exceeds the record limit. */
const SMALL_VALUE_BYTES = 64;
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

interface PendingDelivery {
  change: Change;
  table: PublishedTable;
  /** Bindings per subscriber that passed event and filter. */
  targets: Map<Subscriber, Binding[]>;
  record?: Row;
  oldRecord?: Row;
  /** Which claims set each subscriber was checked under, and the index of the item's row. */
  keyIndex?: number;
  claimsIndex?: Map<Subscriber, number>;
  visible?: (Set<number> | null)[];
}

/**
 * Turns captured changes into postgres_changes messages. Changes are handled in commit order, in
 * batches of whatever arrived while the previous batch was busy. Per batch and table, the rows are
 * read once and row-level security is checked once per distinct (role, claims) pair among the
 * subscribers that still match after filters, all in one snapshot. A DELETE is checked the same
 * way against the old row its notification carried. A batch that fails on a database error is
 * retried, so a reconnect does not lose it.
 */
export class ChangeDispatcher {
  private queue: Change[] = [];
  private draining = false;
  private stopped = false;
  private lastCatalogReload = 0;
  private readonly stats = { processedChanges: 0, deliveredMessages: 0, droppedChanges: 0 };

  constructor(
    private readonly deps: {
      catalog: TableCatalog;
      registry: SubscriptionRegistry;
      reader: ChangeReader;
      reloadCatalog: () => Promise<void>;
      log: Logger;
      maxBatch: number;
      maxRecordBytes: number;
    },
  ) {}

  enqueue(change: Change): void {
    if (this.stopped) return;
    this.queue.push(change);
    if (!this.draining) void this.drain();
  }

  stop(): void {
    this.stopped = true;
    this.queue = [];
  }

  snapshotStats(): DispatcherStats {
    return { queued: this.queue.length, ...this.stats };
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length && !this.stopped) {
        const batch = this.queue.splice(0, this.deps.maxBatch);
        await this.processWithRetry(batch);
      }
    } finally {
      this.draining = false;
    }
  }

  private async processWithRetry(batch: Change[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.process(batch);
        this.stats.processedChanges += batch.length;
        return;
      } catch (error) {
        if (this.stopped) return;
        if (attempt >= RETRY_MS.length) {
          this.stats.droppedChanges += batch.length;
          this.deps.log.error(
            `realtime: gave up on ${batch.length} change(s) after ${attempt + 1} attempts: ${String(error)}`,
          );
          return;
        }
        await new Promise((r) => setTimeout(r, RETRY_MS[attempt]));
      }
    }
  }

  private async tableOf(change: Change): Promise<PublishedTable | undefined> {
    const found = this.deps.catalog.get(change.schema, change.table);
    if (found) return found;
    // Published after the catalog was loaded: reload, at most once a second.
    if (Date.now() - this.lastCatalogReload < 1000) return undefined;
    this.lastCatalogReload = Date.now();
    await this.deps.reloadCatalog();
    return this.deps.catalog.get(change.schema, change.table);
  }

  private async process(batch: Change[]): Promise<void> {
    const wanted: { change: Change; table: PublishedTable; candidates: Binding[] }[] = [];
    for (const change of batch) {
      const table = await this.tableOf(change);
      if (!table) continue;
      const candidates = this.deps.registry.candidates(change.schema, change.table, change.type);
      if (candidates.length) wanted.push({ change, table, candidates });
    }
    await this.readDeletedRows(wanted.map((w) => w.change));

    const pending: PendingDelivery[] = [];
    const reads = new Map<PublishedTable, PendingDelivery[]>();
    const deletes = new Map<PublishedTable, PendingDelivery[]>();
    for (const { change, table, candidates } of wanted) {
      const item: PendingDelivery = { change, table, targets: new Map() };
      if (change.type === 'DELETE') {
        // Without the old row nobody can be shown to have been allowed to see it.
        const oldRow = change.oldRow;
        if (!oldRow) continue;
        // Filters see the old row's values; the message carries its primary key only.
        item.oldRecord = pickKey(table, change.pk);
        for (const b of candidates)
          if (matchesFilter(b.conditions, table.columns, oldRow)) addTarget(item.targets, b);
        if (!item.targets.size) continue;
        pending.push(item);
        const list = deletes.get(table);
        if (list) list.push(item);
        else deletes.set(table, [item]);
        continue;
      }
      // Filters are applied once the row has been read; keep every candidate until then.
      for (const b of candidates) addTarget(item.targets, b);
      pending.push(item);
      const list = reads.get(table);
      if (list) list.push(item);
      else reads.set(table, [item]);
    }

    if (reads.size || deletes.size)
      await this.deps.reader.prepare([...new Set([...reads.keys(), ...deletes.keys()])]);
    if (reads.size) {
      const filtered: [PublishedTable, PendingDelivery[]][] = [];
      for (const [table, items] of reads) {
        if (
          items.some((item) =>
            [...item.targets.values()].some((bs) => bs.some((b) => b.conditions.length)),
          )
        )
          filtered.push([table, items]);
        else await this.readUnfiltered(table, items);
      }
      if (filtered.length)
        await this.deps.reader.snapshot(async (snapshot) => {
          for (const [table, items] of filtered) await this.readFiltered(snapshot, table, items);
        });
    }

    for (const [table, items] of deletes) await this.checkDeleted(table, items);

    for (const item of pending) this.deliver(item);
  }

  /** Old rows too large for their notification wait in a side table: read them in one go. */
  private async readDeletedRows(changes: Change[]): Promise<void> {
    const waiting = changes.filter((c) => c.oldRow === undefined && c.oldRowRef);
    if (!waiting.length) return;
    let found: Map<number, Row>;
    try {
      found = await this.deps.reader.readDeletedRows(waiting.map((c) => c.oldRowRef!));
    } catch (error) {
      // A lost connection is retried with the batch; a refusal leaves these deletes unsent.
      if (!(error instanceof pg.DatabaseError)) throw error;
      this.deps.log.error(`realtime: could not read deleted rows: ${error.message}`);
      found = new Map();
    }
    for (const change of waiting) change.oldRow = found.get(change.oldRowRef!) ?? null;
  }

  /**
   * Row-level security on deleted rows: which claims sets could have selected each old row.
   * The same key deleted twice in one batch is checked in separate rounds, as the check puts
   * the rows back by key.
   */
  private async checkDeleted(table: PublishedTable, items: PendingDelivery[]): Promise<void> {
    let remaining = items;
    while (remaining.length) {
      const round: PendingDelivery[] = [];
      const later: PendingDelivery[] = [];
      const keys = new Set<string>();
      for (const item of remaining) {
        const key = keyString(table, item.change.pk);
        if (keys.has(key)) later.push(item);
        else {
          keys.add(key);
          item.keyIndex = round.length;
          round.push(item);
        }
      }
      const claims = this.claimsOf(round);
      const visible = await this.deps.reader.deletedVisible(
        table,
        round.map((item) => item.change.oldRow!),
        claims,
      );
      for (const item of round) item.visible = visible;
      remaining = later;
    }
  }

  /** Numbers the distinct keys of a table's changes. */
  private keysOf(table: PublishedTable, items: PendingDelivery[]): PrimaryKey[] {
    const keys: PrimaryKey[] = [];
    const keyIndexOf = new Map<string, number>();
    for (const item of items) {
      const k = keyString(table, item.change.pk);
      let index = keyIndexOf.get(k);
      if (index === undefined) {
        index = keys.length;
        keys.push(item.change.pk);
        keyIndexOf.set(k, index);
      }
      item.keyIndex = index;
    }
    return keys;
  }

  /** Sets an item's records from its re-read row; false when the row is already gone. */
  private applyRow(table: PublishedTable, item: PendingDelivery, row: Row | undefined): boolean {
    if (!row) {
      // Gone before it could be read (deleted by a later commit), so it cannot pass the
      // row-level security check; its DELETE follows.
      item.targets.clear();
      return false;
    }
    if (Object.keys(row).some((column) => !table.columns.some((c) => c.name === column)))
      void this.reloadSoon();
    item.record = row;
    if (item.change.type === 'UPDATE')
      item.oldRecord = pickKey(table, item.change.oldPk ?? item.change.pk);
    return true;
  }

  /** Assigns every target of the items to a distinct (role, claims) set to check. */
  private claimsOf(items: PendingDelivery[]): ClaimsSet[] {
    const claims: ClaimsSet[] = [];
    // By role, then by the claims text itself: the subscriber's own string is the key, so its
    // hash is computed once for the connection rather than a joined key built per change.
    const indexByRole = new Map<string, Map<string, number>>();
    for (const item of items) {
      item.claimsIndex = new Map();
      for (const subscriber of item.targets.keys()) {
        let byClaims = indexByRole.get(subscriber.role);
        if (!byClaims) indexByRole.set(subscriber.role, (byClaims = new Map()));
        let index = byClaims.get(subscriber.claimsJson);
        if (index === undefined) {
          index = claims.length;
          claims.push({ role: subscriber.role, claimsJson: subscriber.claimsJson });
          byClaims.set(subscriber.claimsJson, index);
        }
        item.claimsIndex.set(subscriber, index);
      }
    }
    return claims;
  }

  /** No filters: rows and every subscriber's visibility come back from one statement. */
  private async readUnfiltered(table: PublishedTable, items: PendingDelivery[]): Promise<void> {
    const keys = this.keysOf(table, items);
    const claims = this.claimsOf(items);
    const { rows, visible } = await this.deps.reader.rowsWithVisibility(table, keys, claims);
    for (const item of items) {
      if (this.applyRow(table, item, rows[item.keyIndex!])) item.visible = visible;
    }
  }

  /** Filters first, so that only subscribers whose filters pass are checked against RLS. */
  private async readFiltered(
    snapshot: Snapshot,
    table: PublishedTable,
    items: PendingDelivery[],
  ): Promise<void> {
    const keys = this.keysOf(table, items);
    const rows = await snapshot.rows(table, keys);
    for (const item of items) {
      const row = rows[item.keyIndex!];
      if (!this.applyRow(table, item, row)) continue;
      for (const [subscriber, bindings] of item.targets) {
        const passing = bindings.filter((b) => matchesFilter(b.conditions, table.columns, row!));
        if (passing.length) item.targets.set(subscriber, passing);
        else item.targets.delete(subscriber);
      }
    }
    const claims = this.claimsOf(items);
    if (!claims.length) return;
    const visible = await snapshot.visible(table, keys, claims);
    for (const item of items) item.visible = visible;
  }

  private async reloadSoon(): Promise<void> {
    if (Date.now() - this.lastCatalogReload < 1000) return;
    this.lastCatalogReload = Date.now();
    await this.deps.reloadCatalog().catch(() => undefined);
  }

  private deliver(item: PendingDelivery): void {
    if (!item.targets.size) return;
    const dataJson = changeDataJson(item, this.deps.maxRecordBytes);
    for (const [subscriber, bindings] of item.targets) {
      if (!subscriber.active) continue;
      const index = item.claimsIndex?.get(subscriber);
      const allowed = index === undefined ? undefined : item.visible?.[index];
      if (!allowed || !allowed.has(item.keyIndex!)) continue;
      const ids = bindings.map((b) => b.id).join(',');
      subscriber.send(
        encodeFrame(
          subscriber.vsn,
          null,
          null,
          subscriber.topic,
          'postgres_changes',
          `{"ids":[${ids}],"data":${dataJson}}`,
        ),
      );
      this.stats.deliveredMessages++;
    }
  }
}

function addTarget(targets: Map<Subscriber, Binding[]>, binding: Binding): void {
  const list = targets.get(binding.subscriber);
  if (list) list.push(binding);
  else targets.set(binding.subscriber, [binding]);
}

function pickKey(table: PublishedTable, pk: PrimaryKey): Row {
  const out: Row = {};
  for (const column of table.primaryKey) out[column] = pk[column] ?? null;
  return out;
}

/** The `data` of a postgres_changes payload, serialised once for all its recipients. */
export function changeDataJson(
  item: Pick<PendingDelivery, 'change' | 'table' | 'record' | 'oldRecord'>,
  maxRecordBytes: number,
): string {
  const errors: string[] = [];
  const limit = (row: Row | undefined): Row | undefined => {
    if (!row) return row;
    if (JSON.stringify(row).length <= maxRecordBytes) return row;
    errors.push('Error 413: Payload Too Large');
    const small: Row = {};
    for (const [column, value] of Object.entries(row))
      if (JSON.stringify(value).length <= SMALL_VALUE_BYTES) small[column] = value;
    return small;
  };
  const { change, table } = item;
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: table.columns.map((c) => ({ name: c.name, type: c.type })),
  };
  if (change.type !== 'DELETE') data.record = limit(item.record) ?? {};
  if (change.type !== 'INSERT') data.old_record = item.oldRecord ?? {};
  data.errors = errors.length ? errors : null;
  return JSON.stringify(data);
}
