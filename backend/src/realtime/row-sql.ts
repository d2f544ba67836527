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

export const literal = (text: string) => pg.Client.prototype.escapeLiteral(text);

/** The table's name for SQL, schema-qualified and quoted. */
export const tableSql = (table: PublishedTable) => `${ident(table.schema)}.${ident(table.table)}`;

/** Identifies a row by its primary-key values, in key-column order. */
export const keyString = (table: PublishedTable, values: Record<string, unknown>) =>
  JSON.stringify(table.primaryKey.map((column) => values[column] ?? null));

/** Matches table `t` to the key object `k.key` (as the capture trigger wrote it). */
export function keyMatchSql(table: PublishedTable): string {
  return table.primaryKey
    .map((column) => {
      const sqlType = table.columns.find((c) => c.name === column)?.sqlType ?? 'text';
      return `t.${ident(column)} = (k.key ->> ${literal(column)})::${sqlType}`;
    })
    .join(' and ');
}
