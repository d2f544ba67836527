import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MigrationFile {
  /** Stable identity recorded in the database, e.g. `migrations/0001_roles_and_profiles.sql`. */
  name: string;
  path: string;
  sql: string;
  checksum: string;
}

const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * Orders the `.sql` files of one folder by their numeric prefix. A file that does not follow
 * `NNNN_name.sql` is an error rather than silently skipped, and so is a duplicated number.
 */
export function orderMigrationNames(fileNames: string[]): string[] {
  const sqlFiles = fileNames.filter((f) => f.endsWith('.sql'));
  const invalid = sqlFiles.filter((f) => !MIGRATION_NAME.test(f));
  if (invalid.length > 0) {
    throw new Error(`Migration file names must look like 0001_name.sql: ${invalid.join(', ')}`);
  }
  const sorted = [...sqlFiles].sort();
  const seen = new Map<string, string>();
  for (const file of sorted) {
    const prefix = file.slice(0, 4);
    const earlier = seen.get(prefix);
    if (earlier)
      throw new Error(`Two migrations share the number ${prefix}: ${earlier} and ${file}`);
    seen.set(prefix, file);
  }
  return sorted;
}

export function readMigrationFolder(root: string, folder: string): MigrationFile[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return orderMigrationNames(readdirSync(dir)).map((file) => {
    const path = join(dir, file);
    const sql = readFileSync(path, 'utf8');
    return {
      name: `${folder}/${file}`,
      path,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    };
  });
}
