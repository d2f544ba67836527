import { Client } from 'pg';

/** Row count and a digest of every row of each table: equal fingerprints mean unchanged data. */
export type Fingerprint = Map<string, string>;

/** The tables the API can reach: the app's (public) and the stored files (storage). */
const TABLES_SQL = `
  select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
    from information_schema.tables
   where table_schema in ('public', 'storage') and table_type = 'BASE TABLE'
   order by 1`;

export interface TableWatch {
  fingerprint(): Promise<Fingerprint>;
  /**
   * Waits until the tables have been still for a while, so work an accepted request started after
   * its answer (usage rows written in batches) has landed. With `background`, the request was
   * accepted for later processing (202): its work is awaited until it shows, within a few seconds.
   */
  settled(opts?: { background?: boolean }): Promise<Fingerprint>;
  close(): Promise<void>;
}

const POLL_MS = 150;
const QUIET_MS = 600;
const FIRST_WRITE_WAIT_MS = 3_000;
const SETTLE_LIMIT_MS = 8_000;

export async function watchTables(databaseUrl: string): Promise<TableWatch> {
  const db = new Client({ connectionString: databaseUrl, application_name: 'fuzz-fingerprint' });
  await db.connect();
  const { rows } = await db.query<{ name: string }>(TABLES_SQL);
  const sql = rows
    .map(
      ({ name }) =>
        `select ${db.escapeLiteral(name)} as name, count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from ${name} t`,
    )
    .join(' union all ');

  const fingerprint = async (): Promise<Fingerprint> => {
    const result = await db.query<{ name: string; digest: string }>(sql);
    return new Map(result.rows.map((r) => [r.name, r.digest]));
  };

  return {
    fingerprint,
    settled: async ({ background = false } = {}) => {
      const startedAt = Date.now();
      let last = await fingerprint();
      let quietSince = startedAt;
      let changed = false;
      for (;;) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        const next = await fingerprint();
        const now = Date.now();
        if (changedTables(last, next).length > 0) {
          changed = true;
          quietSince = now;
        }
        last = next;
        const waitingForWork = background && !changed && now - startedAt < FIRST_WRITE_WAIT_MS;
        if ((!waitingForWork && now - quietSince >= QUIET_MS) || now - startedAt >= SETTLE_LIMIT_MS)
          return last;
      }
    },
    close: () => db.end(),
  };
}

export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
