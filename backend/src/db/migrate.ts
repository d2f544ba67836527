import type { Pool } from 'pg';
import type { Logger } from '../lib/logger';
import type { MigrationFile } from './migration-files';

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super(`Migration ${file} failed: ${describePgError(cause)}`);
  }
}

function describePgError(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const e = error as { message: string; position?: string; detail?: string; hint?: string };
    return [
      e.message,
      e.detail && `detail: ${e.detail}`,
      e.hint && `hint: ${e.hint}`,
      e.position && `at character ${e.position}`,
    ]
      .filter(Boolean)
      .join('; ');
  }
  return String(error);
}

/**
 * Applies each file once, in order, each inside its own transaction, and records it. An
 * advisory lock keeps two stacks starting against one database from racing each other.
 */
export async function applyMigrations(
  pool: Pool,
  files: MigrationFile[],
  log: Logger,
): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock(7283501)');
    await client.query(`
      create schema if not exists stack_meta;
      create table if not exists stack_meta.applied_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      );`);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      'select name, checksum from stack_meta.applied_migrations',
    );
    const done = new Map(rows.map((r) => [r.name, r.checksum]));
    for (const file of files) {
      const previous = done.get(file.name);
      if (previous !== undefined) {
        if (previous !== file.checksum) {
          log.error(
            `warning: ${file.name} changed after it was applied; write a new migration instead`,
          );
        }
        continue;
      }
      try {
        await client.query('begin');
        await client.query(file.sql);
        await client.query(
          'insert into stack_meta.applied_migrations (name, checksum) values ($1, $2)',
          [file.name, file.checksum],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw new MigrationError(file.name, error);
      }
      applied.push(file.name);
      log.info(`applied ${file.name}`);
    }
  } finally {
    await client.query('select pg_advisory_unlock(7283501)').catch(() => undefined);
    client.release();
  }
  return applied;
}
