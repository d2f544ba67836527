import { z } from 'zod';
import type { ColumnInfo } from './postgres-filter';

/** A table listed in realtime_capture.published_tables, with what payloads and checks need. */
export interface PublishedTable {
  oid: number;
  schema: string;
  table: string;
  columns: (ColumnInfo & { sqlType: string; generated?: boolean })[];
  primaryKey: string[];
}

const rowSchema = z.object({
  oid: z.coerce.number().int(),
  schema: z.string(),
  table: z.string(),
  columns: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      sqlType: z.string(),
      generated: z.boolean().optional(),
    }),
  ),
  primary_key: z.array(z.string()).min(1),
});

/** Empty when the capture migration is absent, so the service still starts. */
export const CATALOG_SQL = `
  select c.oid::int8 as oid, n.nspname as schema, c.relname as table,
    (select json_agg(json_build_object('name', a.attname, 'type', t.typname,
                                       'sqlType', format_type(a.atttypid, a.atttypmod),
                                       'generated', a.attgenerated <> '')
                     order by a.attnum)
       from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
    (select json_agg(a.attname order by k.ord)
       from pg_index i
       cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indrelid = c.oid and i.indisprimary) as primary_key
  from realtime_capture.published_tables p
  join pg_class c on c.oid = p.table_id
  join pg_namespace n on n.oid = c.relnamespace`;

export const CATALOG_PRESENT_SQL = `select to_regclass('realtime_capture.published_tables') is not null as present`;

export class TableCatalog {
  private byName = new Map<string, PublishedTable>();

  static key(schema: string, table: string): string {
    return `${schema}.${table}`;
  }

  replace(rows: unknown[]): void {
    const next = new Map<string, PublishedTable>();
    for (const raw of rows) {
      const parsed = rowSchema.safeParse(raw);
      // A published table without a primary key cannot be re-read; it is left out.
      if (!parsed.success) continue;
      const r = parsed.data;
      next.set(TableCatalog.key(r.schema, r.table), {
        oid: r.oid,
        schema: r.schema,
        table: r.table,
        columns: r.columns,
        primaryKey: r.primary_key,
      });
    }
    this.byName = next;
  }

  get(schema: string, table: string): PublishedTable | undefined {
    return this.byName.get(TableCatalog.key(schema, table));
  }

  inSchema(schema: string): PublishedTable[] {
    return [...this.byName.values()].filter((t) => schema === '*' || t.schema === schema);
  }

  get size(): number {
    return this.byName.size;
  }
}
