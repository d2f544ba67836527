import { join } from 'node:path';
import pg from 'pg';
import { applyMigrations, MigrationError } from '../../src/db/migrate';
import { readMigrationFolder, type MigrationFile } from '../../src/db/migration-files';
import { createLogger } from '../../src/lib/logger';
import { stack } from './support/clients';

const log = createLogger('silent');
const file = (name: string, sql: string): MigrationFile => ({
  name,
  path: name,
  sql,
  checksum: name,
});

/** Each test gets an empty database on the suite's PostgreSQL server. */
async function freshDatabase(label: string): Promise<pg.Pool> {
  const name = `mig_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: stack.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(stack.databaseUrl);
  url.pathname = `/${name}`;
  return new pg.Pool({ connectionString: url.toString(), max: 2 });
}

describe('migration runner', () => {
  it('applies files once each, in order, and stops at a failing one naming file and error', async () => {
    const pool = await freshDatabase('fail');
    try {
      const files = [
        file('migrations/0001_ok.sql', 'create table one (id int);'),
        file(
          'migrations/0002_broken.sql',
          'create table two (id int); insert into missing_table values (1);',
        ),
        file('migrations/0003_later.sql', 'create table three (id int);'),
      ];
      const error = await applyMigrations(pool, files, log).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toMatch(
        /^Migration migrations\/0002_broken\.sql failed: relation "missing_table" does not exist/,
      );
      const tables = (
        await pool.query(
          `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
        )
      ).rows.map((r: { table_name: string }) => r.table_name);
      // 0002 ran in a transaction, so its first statement was rolled back too; 0003 never ran.
      expect(tables).toEqual(['one']);
      const recorded = (
        await pool.query('select name from stack_meta.applied_migrations order by name')
      ).rows;
      expect(recorded).toEqual([{ name: 'migrations/0001_ok.sql' }]);

      const fixed = [
        files[0]!,
        file('migrations/0002_broken.sql', 'create table two (id int);'),
        files[2]!,
      ];
      expect(await applyMigrations(pool, fixed, log)).toEqual([
        'migrations/0002_broken.sql',
        'migrations/0003_later.sql',
      ]);
      expect(await applyMigrations(pool, fixed, log)).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it('builds the real schema from scratch, including on a server where the roles already exist', async () => {
    const pool = await freshDatabase('real');
    try {
      const root = join(__dirname, '..', '..', 'supabase');
      const files = [
        ...readMigrationFolder(root, 'bootstrap'),
        ...readMigrationFolder(root, 'migrations'),
      ];
      const applied = await applyMigrations(pool, files, log);
      expect(applied).toEqual(files.map((f) => f.name));
      const noRls = await pool.query(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
      );
      expect(noRls.rows).toEqual([]);
      const allPolicies = await pool.query(
        `select policyname from pg_policies where schemaname = 'public' and cmd = 'ALL' and permissive = 'PERMISSIVE'`,
      );
      expect(allPolicies.rows).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
