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

/**
 * Joins each key `k.key` to its row, as `t` (`columns` picks what the row carries). LATERAL with
 * LIMIT 1 makes PostgreSQL look every key up in the primary-key index: written as a join or an
 * EXISTS, it guesses a hundred keys and may hash the whole table instead, which under row-level
 * security also runs the policies on every row, once per subscriber.
 */
export function keyRowSql(table: PublishedTable, columns: '*' | '' = ''): string {
  return `cross join lateral (select ${columns} from ${tableSql(table)} t where ${keyMatchSql(table)} limit 1) t`;
}
