import { keyRowSql } from '../../src/realtime/row-sql';
import { CATALOG_SQL, TableCatalog } from '../../src/realtime/table-catalog';
import { withDatabase } from './support/clients';

/**
 * Realtime re-reads each changed row and checks it once per subscriber. Both must look the row up
 * by its primary key: a plan that reads the whole table makes every change cost as much as the
 * table is large, times the number of subscribers, with the policies run on every row.
 */

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('realtime row lookups', () => {
  test('a changed row is found through the primary-key index on a large table, under RLS', async () => {
    await withDatabase(async (db) => {
      const catalog = new TableCatalog();
      catalog.replace((await db.query(CATALOG_SQL)).rows);
      const table = catalog.get('public', 'wizard_announcements');
      expect(table).toBeDefined();
      await db.query('begin');
      try {
        // Rolled back at the end: only the planner sees these rows.
        await db.query(
          `insert into public.wizard_announcements (title, content, is_active)
           select 'lookup plan ' || g, 'x', false from generate_series(1, 5000) g`,
        );
        await db.query(
          `select set_config('role', 'authenticated', true),
                               set_config('request.jwt.claims', $1, true),
                               set_config('plan_cache_mode', 'force_generic_plan', true)`,
          [JSON.stringify({ sub: crypto.randomUUID(), role: 'authenticated', aal: 'aal1' })],
        );
        await db.query(
          `prepare realtime_lookup(jsonb) as
             select k.ord from jsonb_array_elements($1) with ordinality as k(key, ord)
             ${keyRowSql(table!)}`,
        );
        const { rows } = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (format json) execute realtime_lookup('[]')`,
        );
        const scans = nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan).filter(
          (node) => node['Relation Name'] === 'wizard_announcements',
        );
        expect(scans.map((node) => node['Node Type'])).toEqual(['Index Scan']);
      } finally {
        await db.query('rollback');
        await db.query('deallocate all');
      }
    });
  });
});
