import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createLogger } from '../../src/lib/logger';
import { createRealtimeService, type RealtimeService } from '../../src/realtime/realtime-service';
import { DEMO, signedInClient, stack, withDatabase } from './support/clients';
import {
  realtimeClient,
  runMarker,
  stackKeys,
  subscribe,
  VSNS,
  waitFor,
} from './support/realtime-kit';

/** A realtime service of our own on the stack's database, on a fixed port it can come back to. */
async function startRealtimeOn(
  port: number,
): Promise<{ service: RealtimeService; server: Server }> {
  const keys = await stackKeys();
  const service = createRealtimeService({
    databaseUrl: stack.databaseUrl,
    apiKeys: { anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey },
    verifyToken: keys.verify,
    log: createLogger('silent'),
  });
  await service.start();
  const server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', service.handleUpgrade);
  await new Promise<void>((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  return { service, server };
}

async function stopRealtime(running: { service: RealtimeService; server: Server }): Promise<void> {
  await running.service.stop();
  await new Promise<void>((resolveClose) => running.server.close(() => resolveClose()));
}

describe.each(VSNS)('realtime recovery with serializer %s', (vsn) => {
  let admin: SupabaseClient;
  let userToken: string;
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    admin = (await signedInClient(DEMO.admin.email, DEMO.admin.password)).client;
    userToken = (await signedInClient(DEMO.user.email, DEMO.user.password)).session.access_token;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await Promise.all(clients.map((c) => c.realtime.disconnect()));
  });

  const insertAndAwait = async (
    sub: Awaited<ReturnType<typeof subscribe>>,
    label: string,
    timeoutMs = 3000,
  ) => {
    const title = runMarker(label);
    const { error } = await admin.from('wizard_announcements').insert({ title, content: label });
    expect(error).toBeNull();
    return waitFor(
      `the ${label} change`,
      () => sub.changes[0]!.find((c) => (c.new as { title?: string }).title === title),
      timeoutMs,
    );
  };

  it('reconnects after the realtime service restarts and receives changes again', async () => {
    let running = await startRealtimeOn(0);
    const port = (running.server.address() as AddressInfo).port;
    const client = realtimeClient(vsn, () => userToken, `http://127.0.0.1:${port}`);
    clients.push(client);
    const sub = await subscribe(client, `restart-${vsn}`, [
      { event: 'INSERT', table: 'wizard_announcements' },
    ]);
    await insertAndAwait(sub, 'before-restart');

    await stopRealtime(running);
    running = await startRealtimeOn(port);
    try {
      // supabase-js retries after 1 s, 2 s, 5 s…, then rejoins its channels with the same bindings.
      await waitFor('the client to rejoin', () => running.service.stats().channels === 1, 10_000);
      await insertAndAwait(sub, 'after-restart');
    } finally {
      await client.removeAllChannels();
      await stopRealtime(running);
    }
  }, 20_000);

  it('resumes after its database connections are cut, losing nothing committed afterwards', async () => {
    const client = realtimeClient(vsn, () => userToken);
    clients.push(client);
    const sub = await subscribe(client, `db-cut-${vsn}`, [
      { event: 'INSERT', table: 'wizard_announcements' },
    ]);
    await insertAndAwait(sub, 'before-cut');

    const killed = await withDatabase(async (db) => {
      const { rows } = await db.query<{ pid: number }>(
        `select pid, pg_terminate_backend(pid) from pg_stat_activity
          where application_name in ('astro-realtime-listener', 'astro-realtime-reader')`,
      );
      return rows.map((r) => r.pid);
    });
    expect(killed.length).toBeGreaterThanOrEqual(2);
    // The listener is back once a new backend has run its LISTEN (its last query follows it).
    const deadline = Date.now() + 10_000;
    let back = false;
    while (!back && Date.now() < deadline) {
      back = await withDatabase(async (db) => {
        const { rows } = await db.query(
          `select 1 from pg_stat_activity
            where application_name = 'astro-realtime-listener' and pid <> all($1::int[])
              and query = 'select pg_backend_pid() as pid'`,
          [killed],
        );
        return rows.length > 0;
      });
      if (!back) await new Promise((r) => setTimeout(r, 100));
    }
    expect(back).toBe(true);
    // The reader reconnects on first use; several changes in a row must all arrive.
    for (let i = 0; i < 3; i++) await insertAndAwait(sub, `after-cut-${i}`);
  }, 20_000);
});
