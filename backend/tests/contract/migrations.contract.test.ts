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

  it('moves conversations saved as one array by earlier versions into message rows, in order', async () => {
    const pool = await freshDatabase('legacy');
    try {
      const root = join(__dirname, '..', '..', 'supabase');
      const all = [
        ...readMigrationFolder(root, 'bootstrap'),
        ...readMigrationFolder(root, 'migrations'),
      ];
      const split = all.findIndex((f) => f.name.endsWith('0018_server_owned_conversations.sql'));
      await applyMigrations(pool, all.slice(0, split), log);
      // What the app saved before the server owned conversations (the only way to make such a row).
      const user = (
        await pool.query<{ id: string }>(
          `insert into auth.users (id, email) values (gen_random_uuid(), 'legacy@example.com') returning id`,
        )
      ).rows[0]!.id;
      const conversation = (
        await pool.query<{ id: string }>(
          `insert into public.grok_conversations (user_id, title, model, messages)
           values ($1, 'Saturn return', 'grok-3-latest', $2) returning id`,
          [
            user,
            JSON.stringify([
              {
                id: 'q1',
                role: 'user',
                content: [{ type: 'text', text: 'When is my Saturn return?' }],
                created_at: '2025-01-01T10:00:00Z',
              },
              {
                id: 'a1',
                role: 'assistant',
                content: 'Around 29.',
                model: 'grok-3-mini',
                created_at: '2025-01-01T10:00:00Z',
              },
              {
                id: 'q2',
                role: 'user',
                content: [{ type: 'text', text: 'And the second?' }],
                created_at: 'not a date',
              },
              {
                id: 'a2',
                role: 'assistant',
                content: 'Near 58.',
                stopped: true,
                created_at: '2025-01-01T10:01:00Z',
              },
              { role: 'system', content: 'never saved by the app' },
            ]),
          ],
        )
      ).rows[0]!.id;
      await applyMigrations(pool, all, log);

      const rows = (
        await pool.query<{
          id: string;
          parent_id: string | null;
          role: string;
          content: unknown;
          model: string;
          status: string;
        }>(
          `select id, parent_id, role, content, model, status from public.grok_messages
            where conversation_id = $1 order by created_at`,
          [conversation],
        )
      ).rows;
      expect(rows.map((r) => [r.role, r.content, r.model, r.status])).toEqual([
        [
          'user',
          [{ type: 'text', text: 'When is my Saturn return?' }],
          'grok-3-latest',
          'complete',
        ],
        ['assistant', [{ type: 'text', text: 'Around 29.' }], 'grok-3-mini', 'complete'],
        ['user', [{ type: 'text', text: 'And the second?' }], 'grok-3-latest', 'complete'],
        ['assistant', [{ type: 'text', text: 'Near 58.' }], 'grok-3-latest', 'stopped'],
      ]);
      // One branch: each message follows the one before it.
      expect(rows.map((r) => r.parent_id)).toEqual([null, rows[0]!.id, rows[1]!.id, rows[2]!.id]);
      const column = await pool.query(
        `select 1 from information_schema.columns where table_name = 'grok_conversations' and column_name = 'messages'`,
      );
      expect(column.rowCount).toBe(0);
    } finally {
      await pool.end();
    }
  });
  it('moves brain chats and their history into the conversation engine under their own ids', async () => {
    const pool = await freshDatabase('brains');
    try {
      const root = join(__dirname, '..', '..', 'supabase');
      const all = [
        ...readMigrationFolder(root, 'bootstrap'),
        ...readMigrationFolder(root, 'migrations'),
      ];
      const split = all.findIndex((f) => f.name.endsWith('0028_one_conversation_store.sql'));
      await applyMigrations(pool, all.slice(0, split), log);
      // What the brain service stored before its chats joined the engine (only it made such rows).
      const user = (
        await pool.query<{ id: string }>(
          `insert into auth.users (id, email) values (gen_random_uuid(), 'brains@example.com') returning id`,
        )
      ).rows[0]!.id;
      const chat = (
        await pool.query<{ chat_id: string }>(
          `insert into public.brain_chats (user_id, brain_id, name, created_at)
           values ($1, 'moon-phase-coach', 'Balsamic', '2025-02-01T09:00:00Z') returning chat_id`,
          [user],
        )
      ).rows[0]!.chat_id;
      const history = async (row: Record<string, unknown>) =>
        (
          await pool.query<{ id: string }>(
            `insert into public.chat_history (chat_id, user_id, brain_id, user_message, assistant, sources, message_time, model, claim_checks)
             values ($1, $2, 'moon-phase-coach', $3, $4, $5, $6, $7, $8) returning id`,
            [
              chat,
              user,
              row.user_message ?? null,
              row.assistant === undefined ? null : JSON.stringify(row.assistant),
              JSON.stringify(row.sources ?? []),
              row.at,
              row.model ?? null,
              row.claim_checks ? JSON.stringify(row.claim_checks) : null,
            ],
          )
        ).rows[0]!.id;
      const q1 = await history({
        user_message: 'What is a balsamic Moon?',
        at: '2025-02-01T09:01:00Z',
      });
      const checks = { version: 1, checked: 1, wrong: 0, claims: [] };
      const a1 = await history({
        assistant: 'The last phase before the new Moon.',
        sources: [{ title: 'Phases', document_id: 'd1', excerpt: 'x' }],
        model: 'grok-3-mini',
        claim_checks: checks,
        at: '2025-02-01T09:01:02Z',
      });
      const q2 = await history({ user_message: 'And then?', at: '2025-02-01T09:02:00Z' });
      const a2 = await history({
        assistant: {
          content: 'Sorry, the assistant could not answer this time. Please ask again.',
          error: 'error',
        },
        at: '2025-02-01T09:02:01Z',
      });
      await applyMigrations(pool, all, log);

      const conversation = await pool.query(
        `select id, user_id, brain_id, title, model from public.grok_conversations where id = $1`,
        [chat],
      );
      expect(conversation.rows).toEqual([
        {
          id: chat,
          user_id: user,
          brain_id: 'moon-phase-coach',
          title: 'Balsamic',
          model: 'grok-3-mini',
        },
      ]);
      const rows = (
        await pool.query<{
          id: string;
          parent_id: string | null;
          role: string;
          content: unknown;
          status: string;
          sources: unknown;
          claim_checks: unknown;
        }>(
          `select id, parent_id, role, content, status, sources, claim_checks from public.grok_messages
            where conversation_id = $1 order by created_at`,
          [chat],
        )
      ).rows;
      expect(rows.map((r) => [r.id, r.parent_id, r.role, r.status])).toEqual([
        [q1, null, 'user', 'complete'],
        [a1, q1, 'assistant', 'complete'],
        [q2, a1, 'user', 'complete'],
        [a2, q2, 'assistant', 'failed'],
      ]);
      expect(rows[1]).toMatchObject({
        content: [{ type: 'text', text: 'The last phase before the new Moon.' }],
        sources: [{ title: 'Phases', document_id: 'd1', excerpt: 'x' }],
        claim_checks: checks,
      });
      // The views of the old names read the same rows back in the spec's shape.
      const view = await pool.query(
        `select id, chat_id, user_message, assistant, sources from public.chat_history
          where chat_id = $1 order by message_time`,
        [chat],
      );
      expect(
        view.rows.map((r: { id: string; user_message: string | null; assistant: unknown }) => [
          r.id,
          r.user_message,
          r.assistant,
        ]),
      ).toEqual([
        [q1, 'What is a balsamic Moon?', null],
        [a1, null, 'The last phase before the new Moon.'],
        [q2, 'And then?', null],
        [
          a2,
          null,
          {
            content: 'Sorry, the assistant could not answer this time. Please ask again.',
            error: 'error',
          },
        ],
      ]);
      const chats = await pool.query(`select chat_id, name, brain_id from public.brain_chats`);
      expect(chats.rows).toEqual([
        { chat_id: chat, name: 'Balsamic', brain_id: 'moon-phase-coach' },
      ]);
      const kinds = await pool.query(
        `select table_name, table_type from information_schema.tables
          where table_schema = 'public' and table_name in ('brain_chats', 'chat_history') order by 1`,
      );
      expect(kinds.rows).toEqual([
        { table_name: 'brain_chats', table_type: 'VIEW' },
        { table_name: 'chat_history', table_type: 'VIEW' },
      ]);
    } finally {
      await pool.end();
    }
  });
  it('tags chart snapshots saved by earlier versions as version 1 and refuses unversioned ones', async () => {
    const pool = await freshDatabase('snapshots');
    try {
      const root = join(__dirname, '..', '..', 'supabase');
      const all = [
        ...readMigrationFolder(root, 'bootstrap'),
        ...readMigrationFolder(root, 'migrations'),
      ];
      const split = all.findIndex((f) => f.name.endsWith('0020_versioned_chart_snapshots.sql'));
      await applyMigrations(pool, all.slice(0, split), log);
      const user = (
        await pool.query<{ id: string }>(
          `insert into auth.users (id, email) values (gen_random_uuid(), 'charts@example.com') returning id`,
        )
      ).rows[0]!.id;
      const insertChart = (snapshot: unknown) =>
        pool.query<{ id: string }>(
          `insert into public.charts (user_id, name, birth_date, birth_time, latitude, longitude, time_zone, birth_utc, snapshot)
           values ($1, 'Ada', '1990-05-15', '14:30', 51.5, -0.12, 'Europe/London', '1990-05-15T13:30:00Z', $2)
           returning id`,
          [user, snapshot === null ? null : JSON.stringify(snapshot)],
        );
      // What the charts pages saved before snapshots were versioned.
      const old = (await insertChart({ sun: 'Taurus', moon: 'Capricorn', ascendant: 'Virgo' }))
        .rows[0]!.id;
      const none = (await insertChart(null)).rows[0]!.id;
      await applyMigrations(pool, all, log);

      const snapshots = await pool.query<{ id: string; snapshot: unknown }>(
        `select id, snapshot from public.charts where user_id = $1`,
        [user],
      );
      const byId = new Map(snapshots.rows.map((r) => [r.id, r.snapshot]));
      expect(byId.get(old)).toEqual({
        version: 1,
        sun: 'Taurus',
        moon: 'Capricorn',
        ascendant: 'Virgo',
      });
      expect(byId.get(none)).toBeNull();
      await expect(insertChart({ sun: 'Taurus' })).rejects.toThrow(/charts_snapshot_versioned/);
      await expect(insertChart({ version: 2, padding: 'x'.repeat(70_000) })).rejects.toThrow(
        /charts_snapshot_versioned/,
      );
    } finally {
      await pool.end();
    }
  });
});
