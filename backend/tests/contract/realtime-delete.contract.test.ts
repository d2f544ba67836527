import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createLogger } from '../../src/lib/logger';
import { createRealtimeService, type RealtimeService } from '../../src/realtime/realtime-service';
import { DEMO, newConfirmedUser, signedInClient, stack, withDatabase } from './support/clients';
import {
  realtimeClient,
  runMarker,
  stackKeys,
  subscribe,
  waitFor,
  type BindingSpec,
  type Subscription,
} from './support/realtime-kit';

/**
 * DELETE events under row-level security: a deleted row reaches only the subscribers who could
 * have selected it, judged by its old values (which filters see too), and carries its primary key
 * only. Checked on the stack's own realtime service (superuser database: the old row is put back
 * in a rolled-back subtransaction) and on one connected as a role without superuser rights (the
 * table's policies are evaluated against the old row).
 */

const chartRow = (name: string, snapshot: unknown = null) => ({
  name,
  birth_date: '1990-04-12',
  birth_time: '06:30:00',
  latitude: 48.85,
  longitude: 2.35,
  time_zone: 'Europe/Paris',
  birth_utc: '1990-04-12T04:30:00Z',
  settings: { house_system: 'placidus' },
  snapshot,
});

type Person = { client: SupabaseClient; token: string; id: string };

/** A role like a managed database's administrator: sees every row, but is not a superuser. */
const PROBE_ROLE = 'realtime_delete_probe';
const PROBE_PASSWORD = 'realtime-delete-probe-password';

async function createProbeRole(): Promise<string> {
  await withDatabase(async (db) => {
    await db.query(`drop role if exists ${PROBE_ROLE}`);
    await db.query(
      `create role ${PROBE_ROLE} login bypassrls password '${PROBE_PASSWORD}' nosuperuser`,
    );
    await db.query(`grant anon, authenticated, service_role to ${PROBE_ROLE}`);
    await db.query(`grant usage on schema realtime_capture to ${PROBE_ROLE}`);
    await db.query(`grant select on realtime_capture.published_tables to ${PROBE_ROLE}`);
    await db.query(`grant select on realtime_capture.deleted_rows to ${PROBE_ROLE}`);
  });
  const url = new URL(stack.databaseUrl);
  url.username = PROBE_ROLE;
  url.password = PROBE_PASSWORD;
  return url.toString();
}

async function dropProbeRole(): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(`drop owned by ${PROBE_ROLE}`);
    await db.query(`drop role ${PROBE_ROLE}`);
  });
}

async function startRealtime(
  databaseUrl: string,
): Promise<{ service: RealtimeService; server: Server; url: string }> {
  const keys = await stackKeys();
  const service = createRealtimeService({
    databaseUrl,
    apiKeys: { anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey },
    verifyToken: keys.verify,
    log: createLogger('silent'),
  });
  await service.start();
  const server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', service.handleUpgrade);
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return {
    service,
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

const idOf = (row: unknown) => (row as { id: string }).id;
const deletesOf = (changes: Subscription['changes'][number], id: string) =>
  changes.filter((c) => c.eventType === 'DELETE' && (c.old as { id?: string }).id === id);

describe.each([
  ['the stack’s realtime service (superuser database)', false],
  ['a realtime service whose database role is no superuser', true],
])('realtime DELETE events on %s', (_label, asProbe) => {
  let a: Person;
  let b: Person;
  let admin: Person;
  let support: Person;
  let realtimeUrl: string;
  let running: Awaited<ReturnType<typeof startRealtime>> | undefined;
  const clients: SupabaseClient[] = [];

  const listen = async (token: string, topic: string, bindings: BindingSpec[]) => {
    const client = realtimeClient('2.0.0', () => token, realtimeUrl);
    clients.push(client);
    // The last binding is a sentinel: an announcement that every subscriber may see, inserted
    // after the deletes, proves that those deletes were processed for this subscriber.
    return subscribe(client, `${topic}-${asProbe ? 'probe' : 'stack'}`, [
      ...bindings,
      { event: 'INSERT', table: 'wizard_announcements', filter: `title=eq.${sentinelTitle}` },
    ]);
  };
  let sentinelTitle = '';
  /** Inserts the sentinel and waits until every subscription has received it. */
  const settle = async (subs: Subscription[]) => {
    const { error } = await admin.client
      .from('wizard_announcements')
      .insert({ title: sentinelTitle, content: 'sentinel' });
    expect(error).toBeNull();
    for (const sub of subs)
      await waitFor('the sentinel', () => sub.changes[sub.changes.length - 1]!.length > 0, 5000);
  };

  beforeAll(async () => {
    const person = async (label: string) => {
      const user = await newConfirmedUser(`rt-del-${label}-${asProbe ? 'p' : 's'}`);
      return { client: user.client, token: user.session.access_token, id: user.user.id };
    };
    const demo = async (who: { email: string; password: string }) => {
      const { client, session } = await signedInClient(who.email, who.password);
      return { client, token: session.access_token, id: session.user.id };
    };
    [a, b, admin, support] = await Promise.all([
      person('a'),
      person('b'),
      demo(DEMO.admin),
      demo(DEMO.support),
    ]);
    if (asProbe) {
      running = await startRealtime(await createProbeRole());
      realtimeUrl = running.url;
    } else realtimeUrl = stack.url;
  });

  beforeEach(() => {
    sentinelTitle = runMarker('sentinel');
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
    if (running) {
      await running.service.stop();
      await new Promise<void>((done) => running!.server.close(() => done()));
      await dropProbeRole();
    }
  });

  if (asProbe)
    it('runs on a role that may not turn triggers off', async () => {
      const url = new URL(stack.databaseUrl);
      url.username = PROBE_ROLE;
      url.password = PROBE_PASSWORD;
      const { Client } = await import('pg');
      const db = new Client({ connectionString: url.toString() });
      await db.connect();
      try {
        await expect(db.query('set session_replication_role = replica')).rejects.toThrow(
          /permission denied/,
        );
      } finally {
        await db.end();
      }
    });

  it('sends a user’s deleted chart to that user only, past every filter for another id', async () => {
    const subA = await listen(a.token, 'charts-a', [
      { event: '*', table: 'charts' },
      { event: 'DELETE', table: 'charts', filter: `user_id=eq.${a.id}` },
      { event: 'DELETE', table: 'charts', filter: `user_id=eq.${b.id}` },
    ]);
    const subB = await listen(b.token, 'charts-b', [
      { event: 'DELETE', table: 'charts' },
      { event: '*', table: 'charts' },
      { event: 'DELETE', table: 'charts', filter: `user_id=eq.${a.id}` },
    ]);
    const subAnon = await listen(stack.anonKey, 'charts-anon', [
      { event: 'DELETE', table: 'charts' },
      { event: '*', table: 'charts' },
      { event: 'DELETE', table: 'charts', filter: `user_id=eq.${a.id}` },
    ]);
    // The charts policy lets nobody but the owner read a chart, the admin included.
    const subAdmin = await listen(admin.token, 'charts-admin', [
      { event: 'DELETE', table: 'charts' },
      { event: 'DELETE', table: 'charts', filter: `user_id=eq.${a.id}` },
    ]);

    const { data, error } = await a.client
      .from('charts')
      .insert(chartRow(runMarker('chart-a')))
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = idOf(data);
    // A row deleted before its INSERT was processed is no longer sent as an insert.
    await waitFor('A’s own insert', () => subA.changes[0]!.length > 0);
    const removed = await a.client.from('charts').delete().eq('id', id).select('id');
    expect(removed.data).toHaveLength(1);
    await settle([subA, subB, subAnon, subAdmin]);

    const [all, ownFilter, otherFilter] = subA.changes;
    expect(all!.map((c) => c.eventType)).toEqual(['INSERT', 'DELETE']);
    expect(all![1]).toMatchObject({ eventType: 'DELETE', table: 'charts', new: {}, old: { id } });
    // As Supabase sends a DELETE: the old record's primary key, nothing else.
    expect(Object.keys(all![1]!.old)).toEqual(['id']);
    expect(deletesOf(ownFilter!, id)).toHaveLength(1);
    expect(otherFilter).toEqual([]);
    for (const sub of [subB, subAnon, subAdmin])
      expect(sub.changes.slice(0, -1).flat()).toEqual([]);
  });

  it('judges by the old row: anyone sees an active announcement go, only the admin an inactive one', async () => {
    const subAnon = await listen(stack.anonKey, 'ann-anon', [
      { event: 'DELETE', table: 'wizard_announcements' },
    ]);
    const subUser = await listen(a.token, 'ann-user', [
      { event: 'DELETE', table: 'wizard_announcements', filter: 'priority=eq.7' },
      { event: 'DELETE', table: 'wizard_announcements', filter: 'priority=neq.7' },
    ]);
    const subAdmin = await listen(admin.token, 'ann-admin', [
      { event: 'DELETE', table: 'wizard_announcements' },
    ]);
    const marker = runMarker('ann-delete');
    const { data, error } = await admin.client
      .from('wizard_announcements')
      .insert([
        { title: `${marker}-active`, content: 'x', priority: 7, is_active: true },
        { title: `${marker}-inactive`, content: 'x', priority: 7, is_active: false },
      ])
      .select('id, title');
    expect(error).toBeNull();
    const rows = data as { id: string; title: string }[];
    const active = rows.find((r) => r.title.endsWith('-active'))!.id;
    const inactive = rows.find((r) => r.title.endsWith('-inactive'))!.id;
    await admin.client.from('wizard_announcements').delete().in('id', [active, inactive]);
    await settle([subAnon, subUser, subAdmin]);

    expect(deletesOf(subAnon.changes[0]!, active)).toHaveLength(1);
    expect(deletesOf(subAnon.changes[0]!, inactive)).toEqual([]);
    expect(deletesOf(subUser.changes[0]!, active)).toHaveLength(1);
    expect(deletesOf(subUser.changes[0]!, inactive)).toEqual([]);
    // The filter is applied to the old row's values, not to the primary key alone.
    expect(subUser.changes[1]).toEqual([]);
    expect(deletesOf(subAdmin.changes[0]!, active)).toHaveLength(1);
    expect(deletesOf(subAdmin.changes[0]!, inactive)).toHaveLength(1);
  });

  it('sends a deleted contact message to the admin only, not to its sender or to support', async () => {
    const subAdmin = await listen(admin.token, 'contact-admin', [
      { event: 'DELETE', table: 'contact_messages' },
      { event: 'DELETE', table: 'contact_messages', filter: `user_id=eq.${a.id}` },
      { event: 'DELETE', table: 'contact_messages', filter: `user_id=eq.${b.id}` },
    ]);
    const others = await Promise.all([
      listen(a.token, 'contact-sender', [{ event: '*', table: 'contact_messages' }]),
      listen(support.token, 'contact-support', [{ event: 'DELETE', table: 'contact_messages' }]),
      listen(stack.anonKey, 'contact-anon', [{ event: 'DELETE', table: 'contact_messages' }]),
    ]);
    const subject = runMarker('contact-delete');
    const sent = await a.client.from('contact_messages').insert({
      name: 'Ada',
      email: `ada-${subject}@example.com`,
      subject,
      message: 'Please delete me.',
    });
    expect(sent.error).toBeNull();
    const { data } = await admin.client
      .from('contact_messages')
      .delete()
      .eq('subject', subject)
      .select('id');
    expect(data).toHaveLength(1);
    const id = idOf(data![0]);
    await settle([subAdmin, ...others]);

    expect(deletesOf(subAdmin.changes[0]!, id)).toHaveLength(1);
    expect(deletesOf(subAdmin.changes[1]!, id)).toHaveLength(1);
    expect(subAdmin.changes[2]).toEqual([]);
    for (const sub of others) expect(sub.changes.slice(0, -1).flat()).toEqual([]);
  });

  it('checks a deleted row too large for its notification by its copy in the side table', async () => {
    const subA = await listen(a.token, 'large-a', [{ event: 'DELETE', table: 'charts' }]);
    const subB = await listen(b.token, 'large-b', [{ event: 'DELETE', table: 'charts' }]);
    const subAnon = await listen(stack.anonKey, 'large-anon', [
      { event: 'DELETE', table: 'charts' },
    ]);
    // About 20 kB of chart snapshot: more than a NOTIFY payload may carry (versioned, as the
    // table requires; its contents do not matter here).
    const snapshot = { version: 2, planets: Array.from({ length: 400 }, (_, i) => `body-${i}-`.repeat(5)) };
    const { data, error } = await a.client
      .from('charts')
      .insert(chartRow(runMarker('large'), snapshot))
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = idOf(data);
    await a.client.from('charts').delete().eq('id', id);
    await settle([subA, subB, subAnon]);

    expect(deletesOf(subA.changes[0]!, id)).toHaveLength(1);
    expect(Object.keys(subA.changes[0]![0]!.old)).toEqual(['id']);
    expect(subB.changes[0]).toEqual([]);
    expect(subAnon.changes[0]).toEqual([]);
    const copies = await withDatabase(
      async (db) =>
        (
          await db.query(`select 1 from realtime_capture.deleted_rows where old ->> 'id' = $1`, [
            id,
          ])
        ).rowCount,
    );
    expect(copies).toBe(1);
  });
});
