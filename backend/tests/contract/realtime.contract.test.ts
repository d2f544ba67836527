import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO, newConfirmedUser, signedInClient } from './support/clients';
import {
  mintUserToken,
  realtimeClient,
  runMarker,
  sleep,
  subscribe,
  VSNS,
  waitFor,
  type Change,
} from './support/realtime-kit';

const chartRow = (name: string) => ({
  name,
  birth_date: '1990-04-12',
  birth_time: '06:30:00',
  latitude: 48.85,
  longitude: 2.35,
  time_zone: 'Europe/Paris',
  birth_utc: '1990-04-12T04:30:00Z',
  settings: { house_system: 'placidus' },
});

describe.each(VSNS)('realtime postgres_changes with serializer %s', (vsn) => {
  let admin: SupabaseClient;
  let userToken: string;
  const clients: SupabaseClient[] = [];
  const client = (token: () => string) => {
    const c = realtimeClient(vsn, token);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    admin = (await signedInClient(DEMO.admin.email, DEMO.admin.password)).client;
    userToken = (await signedInClient(DEMO.user.email, DEMO.user.password)).session.access_token;
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
  });

  it('delivers an insert made by another client within 1 s, typed by its columns', async () => {
    const sub = await subscribe(
      client(() => userToken),
      `ann-insert-${vsn}`,
      [{ event: 'INSERT', table: 'wizard_announcements' }],
    );
    expect(await waitFor('the system message', () => sub.system[0])).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    const title = runMarker('insert');
    const insertedAt = Date.now();
    const { error } = await admin
      .from('wizard_announcements')
      .insert({ title, content: 'live', priority: 42 });
    expect(error).toBeNull();
    const change = await waitFor(
      'the insert',
      () => sub.changes[0]!.find((c) => c.new && (c.new as { title?: string }).title === title),
      1000,
    );
    expect(Date.now() - insertedAt).toBeLessThan(1000);
    expect(change).toMatchObject({
      schema: 'public',
      table: 'wizard_announcements',
      eventType: 'INSERT',
      new: {
        title,
        content: 'live',
        priority: 42,
        is_active: true,
        type: 'info',
        expires_at: null,
      },
      old: {},
      errors: null,
    });
    expect(typeof change.commit_timestamp).toBe('string');
    expect(Number.isNaN(Date.parse(change.commit_timestamp))).toBe(false);
  });

  it('delivers updates with the new row and deletes with only the primary key', async () => {
    const sub = await subscribe(
      client(() => userToken),
      `ann-update-${vsn}`,
      [
        { event: 'UPDATE', table: 'wizard_announcements' },
        { event: 'DELETE', table: 'wizard_announcements' },
      ],
    );
    const title = runMarker('update');
    const { data, error } = await admin
      .from('wizard_announcements')
      .insert({ title, content: 'v1', priority: 1 })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    await admin.from('wizard_announcements').update({ content: 'v2', priority: 2 }).eq('id', id);
    const update = await waitFor('the update', () =>
      sub.changes[0]!.find((c) => (c.new as { id?: string }).id === id),
    );
    expect(update).toMatchObject({
      eventType: 'UPDATE',
      new: { id, title, content: 'v2', priority: 2 },
      old: { id },
    });
    expect(Object.keys(update.old)).toEqual(['id']);

    await admin.from('wizard_announcements').delete().eq('id', id);
    const removal = await waitFor('the delete', () =>
      sub.changes[1]!.find((c) => (c.old as { id?: string }).id === id),
    );
    expect(removal).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    expect(Object.keys(removal.old)).toEqual(['id']);
    // The insert matched neither binding.
    expect(sub.changes.flat().filter((c) => c.eventType === 'INSERT')).toEqual([]);
  });

  it('never delivers one user’s rows to another user', async () => {
    const a = await newConfirmedUser(`rt-a-${vsn}`);
    const b = await newConfirmedUser(`rt-b-${vsn}`);
    const subA = await subscribe(
      client(() => a.session.access_token),
      `charts-a-${vsn}`,
      [{ event: '*', table: 'charts' }],
    );
    const subB = await subscribe(
      client(() => b.session.access_token),
      `charts-b-${vsn}`,
      [{ event: '*', table: 'charts' }],
    );
    const nameA = runMarker('chart-a');
    const { data: rowA, error } = await a.client
      .from('charts')
      .insert(chartRow(nameA))
      .select('id')
      .single();
    expect(error).toBeNull();
    await waitFor('A’s own insert', () => subA.changes[0]!.find((c) => c.eventType === 'INSERT'));
    await a.client
      .from('charts')
      .update({ name: `${nameA}-renamed` })
      .eq('id', (rowA as { id: string }).id);
    await waitFor('A’s own update', () => subA.changes[0]!.find((c) => c.eventType === 'UPDATE'));
    // B's own insert arrives after A's changes were processed, so B has had every chance to see them.
    const nameB = runMarker('chart-b');
    await b.client.from('charts').insert(chartRow(nameB));
    await waitFor('B’s own insert', () =>
      subB.changes[0]!.find((c) => (c.new as { name?: string }).name === nameB),
    );
    await sleep(100);

    expect(subA.changes[0]!.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE']);
    expect(subA.changes[0]![0]!.new).toMatchObject({
      name: nameA,
      user_id: a.user.id,
      latitude: 48.85,
      time_unknown: false,
      settings: { house_system: 'placidus' },
    });
    expect(subB.changes[0]!.map((c) => (c.new as { name?: string }).name)).toEqual([nameB]);
  });

  it('re-checks row-level security on update: a row that becomes hidden is not sent', async () => {
    const sub = await subscribe(
      client(() => userToken),
      `ann-hide-${vsn}`,
      [{ event: 'UPDATE', table: 'wizard_announcements' }],
    );
    const adminToken = (await admin.auth.getSession()).data.session!.access_token;
    const adminSub = await subscribe(
      client(() => adminToken),
      `ann-hide-admin-${vsn}`,
      [{ event: 'UPDATE', table: 'wizard_announcements' }],
    );
    const title = runMarker('hide');
    const { data } = await admin
      .from('wizard_announcements')
      .insert({ title, content: 'x' })
      .select('id')
      .single();
    const id = (data as { id: string }).id;
    await admin.from('wizard_announcements').update({ is_active: false }).eq('id', id);
    await waitFor('the admin’s copy', () =>
      adminSub.changes[0]!.find((c) => (c.new as { id?: string }).id === id),
    );
    await sleep(100);
    expect(sub.changes[0]!.filter((c) => (c.new as { id?: string }).id === id)).toEqual([]);
  });

  it('applies eq, neq, lt, lte, gt, gte, in and combined filters by column type', async () => {
    const filters = [
      'priority=eq.3',
      'priority=neq.3',
      'priority=lt.3',
      'priority=lte.3',
      'priority=gt.3',
      'priority=gte.3',
      'type=in.(warning,error)',
      'priority=gte.2,priority=lte.4',
    ];
    const sub = await subscribe(
      client(() => userToken),
      `ann-filters-${vsn}`,
      filters.map((filter) => ({
        event: 'INSERT' as const,
        table: 'wizard_announcements',
        filter,
      })),
    );
    const marker = runMarker('filter');
    const types = ['info', 'warning', 'success', 'error', 'warning'];
    const rows = [1, 2, 3, 4, 5].map((priority) => ({
      title: `${marker}-${priority}`,
      content: 'f',
      priority,
      type: types[priority - 1],
    }));
    const { error } = await admin.from('wizard_announcements').insert(rows);
    expect(error).toBeNull();
    // Every row passes `neq.3` or `eq.3`, so once those two hold five rows all are processed.
    await waitFor(
      'all five rows',
      () => sub.changes[0]!.length + sub.changes[1]!.length === 5 || undefined,
    );
    await sleep(100);
    const priorities = (changes: Change[]) =>
      changes
        .filter((c) => String((c.new as { title?: string }).title).startsWith(marker))
        .map((c) => (c.new as { priority: number }).priority)
        .sort();
    expect(sub.changes.map(priorities)).toEqual([
      [3],
      [1, 2, 4, 5],
      [1, 2],
      [1, 2, 3],
      [4, 5],
      [3, 4, 5],
      [2, 4, 5],
      [2, 3, 4],
    ]);
  });

  it('switches claims on access_token refresh and keeps delivering past the old token’s expiry', async () => {
    const user = await signedInClient(DEMO.user.email, DEMO.user.password);
    let token = await mintUserToken(user.session.user.id, 3);
    const c = client(() => token);
    const sub = await subscribe(c, `refresh-${vsn}`, [
      { event: 'INSERT', table: 'wizard_announcements' },
    ]);
    token = await mintUserToken(user.session.user.id, 600);
    await c.realtime.setAuth();
    await sleep(3500);
    const title = runMarker('refresh');
    await admin.from('wizard_announcements').insert({ title, content: 'after refresh' });
    await waitFor('the insert after refresh', () =>
      sub.changes[0]!.find((ch) => (ch.new as { title?: string }).title === title),
    );
    expect(sub.system.filter((s) => s.status === 'error')).toEqual([]);
    expect(sub.statuses).not.toContain('CLOSED');
  });

  it('stops a channel whose token expires, with a system error', async () => {
    const user = await signedInClient(DEMO.user.email, DEMO.user.password);
    const token = await mintUserToken(user.session.user.id, 2);
    const sub = await subscribe(
      client(() => token),
      `expire-${vsn}`,
      [{ event: 'INSERT', table: 'wizard_announcements' }],
    );
    const error = await waitFor(
      'the expiry message',
      () => sub.system.find((s) => s.status === 'error'),
      4000,
    );
    expect(error).toMatchObject({
      extension: 'system',
      status: 'error',
      message: expect.stringContaining('Token has expired'),
    });
    await waitFor('the channel to close', () => sub.statuses.includes('CLOSED'));
    const title = runMarker('expired');
    await admin.from('wizard_announcements').insert({ title, content: 'not for you' });
    await sleep(300);
    expect(sub.changes[0]!).toEqual([]);
  });

  it('refuses a join with an expired token', async () => {
    const user = await signedInClient(DEMO.user.email, DEMO.user.password);
    const token = await mintUserToken(user.session.user.id, -10);
    await expect(
      subscribe(
        client(() => token),
        `expired-join-${vsn}`,
        [{ event: 'INSERT', table: 'wizard_announcements' }],
      ),
    ).rejects.toThrow(/CHANNEL_ERROR.*Token has expired/);
  });
});
