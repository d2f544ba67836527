import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderMigrationNames, readMigrationFolder } from '../migration-files';

describe('orderMigrationNames', () => {
  it('orders by number and ignores non-SQL files', () => {
    expect(orderMigrationNames(['0002_b.sql', 'README.md', '0001_a.sql', '0010_c.sql'])).toEqual([
      '0001_a.sql',
      '0002_b.sql',
      '0010_c.sql',
    ]);
  });

  it('refuses badly named or duplicated migrations instead of skipping them', () => {
    expect(() => orderMigrationNames(['1_a.sql'])).toThrow('0001_name.sql: 1_a.sql');
    expect(() => orderMigrationNames(['0001_Add Table.sql'])).toThrow('0001_Add Table.sql');
    expect(() => orderMigrationNames(['0001_a.sql', '0001_b.sql'])).toThrow(
      'share the number 0001',
    );
  });
});

describe('readMigrationFolder', () => {
  it('names files by folder and checksums their content', () => {
    const root = mkdtempSync(join(tmpdir(), 'migrations-'));
    mkdirSync(join(root, 'migrations'));
    writeFileSync(join(root, 'migrations', '0001_first.sql'), 'select 1;');
    const [file] = readMigrationFolder(root, 'migrations');
    expect(file).toMatchObject({ name: 'migrations/0001_first.sql', sql: 'select 1;' });
    expect(file!.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(readMigrationFolder(root, 'missing')).toEqual([]);
  });
});
