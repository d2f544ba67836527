import type { SupabaseClient } from '@supabase/supabase-js';
import {
  anonClient,
  DEMO,
  newConfirmedUser,
  signedInClient,
  withDatabase,
} from './support/clients';

/**
 * The admin analytics RPCs: they refuse everyone but admins, and their numbers are what the
 * tables say (checked against the database itself, as a superuser).
 */
const ANALYTICS_RPCS: [string, Record<string, unknown>][] = [
  ['admin_analytics_summary', {}],
  ['admin_feature_usage', {}],
  ['admin_activity_series', { days: 30 }],
  ['admin_ai_usage_daily', { days: 7 }],
  ['admin_contact_overview', {}],
  ['admin_reorder_testimonials', { ordered_ids: ['00000000-0000-4000-8000-000000000000'] }],
];

let admin: SupabaseClient;
let support: SupabaseClient;

beforeAll(async () => {
  admin = (await signedInClient(DEMO.admin.email, DEMO.admin.password)).client;
  support = (await signedInClient(DEMO.support.email, DEMO.support.password)).client;
});

describe('analytics RPCs refuse non-admins', () => {
  it.each(ANALYTICS_RPCS)('%s', async (fn, args) => {
    const user = await newConfirmedUser(`rpc-${fn.replace(/_/g, '-')}`);
    for (const client of [user.client, support]) {
      const { data, error } = await client.rpc(fn, args);
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe('Admin access required');
    }
    const anonymous = await anonClient().rpc(fn, args);
    expect(anonymous.data).toBeNull();
    expect(anonymous.error).not.toBeNull();
  });
});

describe('analytics numbers', () => {
  it('summarise the profiles: users, active users, charts and brain interactions', async () => {
    const active = await newConfirmedUser('analytics-active');
    const idle = await newConfirmedUser('analytics-idle');
    await active.client.rpc('increment_profile_counter', {
      user_id: active.user.id,
      counter_name: 'charts_created_count',
      increment_by: 3,
    });
    await idle.client.rpc('increment_profile_counter', {
      user_id: idle.user.id,
      counter_name: 'brain_interactions_count',
      increment_by: 4,
    });
    await active.client
      .from('profiles')
      .update({ last_active_at: new Date().toISOString() })
      .eq('id', active.user.id);
    await withDatabase((db) =>
      db.query(
        `update public.profiles set last_active_at = now() - interval '31 days' where id = $1`,
        [idle.user.id],
      ),
    );

    const { data, error } = await admin.rpc('admin_analytics_summary');
    expect(error).toBeNull();
    const expected = await withDatabase(
      async (db) =>
        (
          await db.query(`select count(*)::int as total_users,
              (count(*) filter (where last_active_at > now() - interval '30 days'))::int as active_users,
              sum(charts_created_count)::int as charts_created,
              sum(brain_interactions_count)::int as brain_interactions
            from public.profiles`)
        ).rows[0] as Record<string, number>,
    );
    expect(data).toMatchObject(expected);
    expect(expected.charts_created).toBeGreaterThanOrEqual(3);
    expect(expected.brain_interactions).toBeGreaterThanOrEqual(4);
  });

  it('sum feature usage over all profiles', async () => {
    const a = await newConfirmedUser('usage-sum-a');
    const b = await newConfirmedUser('usage-sum-b');
    for (const [client, id, times] of [
      [a.client, a.user.id, 2],
      [b.client, b.user.id, 3],
    ] as const) {
      for (let i = 0; i < times; i++)
        await client.rpc('update_feature_usage', {
          user_id: id,
          feature_name: 'admin_contract_probe',
        });
    }
    const { data, error } = await admin.rpc('admin_feature_usage');
    expect(error).toBeNull();
    const rows = data as { feature: string; uses: number }[];
    expect(rows.find((row) => row.feature === 'admin_contract_probe')).toEqual({
      feature: 'admin_contract_probe',
      uses: 5,
    });
    const uses = rows.map((row) => row.uses);
    expect(uses).toEqual([...uses].sort((x, y) => y - x));
  });

  it('give one row per day: sign-ups and active users, and AI usage for the last 7 days', async () => {
    const fresh = await newConfirmedUser('analytics-series');
    await fresh.client
      .from('ai_usage')
      .insert({
        feature: 'grok_chat',
        model: 'grok-3-latest',
        prompt_tokens: 10,
        completion_tokens: 5,
      });
    const series = await admin.rpc('admin_activity_series', { days: 30 });
    expect(series.error).toBeNull();
    const days = series.data as { day: string; signups: number; active_users: number }[];
    expect(days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(days.at(-1)!.day).toBe(today);
    const expectedSignups = await withDatabase(
      async (db) =>
        (
          await db.query(
            `select count(*)::int as n from public.profiles where (created_at at time zone 'UTC')::date = (now() at time zone 'UTC')::date`,
          )
        ).rows[0].n as number,
    );
    expect(days.at(-1)!.signups).toBe(expectedSignups);
    expect(days.at(-1)!.active_users).toBeGreaterThanOrEqual(1);

    const usage = await admin.rpc('admin_ai_usage_daily', { days: 7 });
    const rows = usage.data as { day: string; requests: number; errors: number; tokens: number }[];
    expect(rows).toHaveLength(7);
    const expectedToday = await withDatabase(
      async (db) =>
        (
          await db.query(`select count(*)::int as requests, coalesce(sum(prompt_tokens + completion_tokens), 0)::int as tokens
            from public.ai_usage where (created_at at time zone 'UTC')::date = (now() at time zone 'UTC')::date`)
        ).rows[0] as { requests: number; tokens: number },
    );
    expect(rows.at(-1)).toMatchObject({ day: today, ...expectedToday });

    const bad = await admin.rpc('admin_activity_series', { days: 0 });
    expect(bad.error?.code).toBe('22023');
  });

  it('count contact messages by status', async () => {
    const { data, error } = await admin.rpc('admin_contact_overview');
    expect(error).toBeNull();
    const expected = await withDatabase(
      async (db) =>
        (
          await db.query(`select (count(*) filter (where status = 'new'))::int as new,
              (count(*) filter (where status = 'resolved'))::int as resolved, count(*)::int as total
            from public.contact_messages`)
        ).rows[0] as Record<string, number>,
    );
    expect(data).toMatchObject(expected);
  });
});

describe('testimonial order', () => {
  it('is set by admins in one call', async () => {
    const { data: created } = await admin
      .from('testimonials')
      .insert([
        { author_name: 'Order A', quote: 'First quote', sort_order: 500 },
        { author_name: 'Order B', quote: 'Second quote', sort_order: 501 },
      ])
      .select('id');
    const [a, b] = (created as { id: string }[]).map((row) => row.id);
    const reordered = await admin.rpc('admin_reorder_testimonials', { ordered_ids: [b, a] });
    expect(reordered.data).toBe(2);
    const { data } = await admin
      .from('testimonials')
      .select('id, sort_order')
      .in('id', [a, b])
      .order('sort_order');
    expect(data).toEqual([
      { id: b, sort_order: 1 },
      { id: a, sort_order: 2 },
    ]);
    const repeated = await admin.rpc('admin_reorder_testimonials', { ordered_ids: [a, a] });
    expect(repeated.error?.code).toBe('22023');
    await admin.from('testimonials').delete().in('id', [a!, b!]);
  });
});
