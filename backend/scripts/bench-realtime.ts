import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  createClient,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import type { JWK } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';
import { z } from 'zod';
import { loadJwtKeys } from '../src/auth/jwt-keys';
import { loadOrCreateSecrets } from '../src/lib/stack-secrets';
import { spawnStack } from './spawn-stack';

/**
 * `npm run bench:realtime`: N subscribers (500), each a distinct user with its own JWT and its own
 * WebSocket, listen for INSERTs on wizard_announcements (row-level security on: every user may
 * read active announcements, so every subscriber must get every row). An admin inserts R rows per
 * second (10) for D seconds (30) through the REST API. Latency is measured from just before the
 * insert request is sent to the moment a subscriber's callback runs, so it includes PostgREST,
 * the commit, the capture trigger, the RLS re-check and the WebSocket. With BENCH_EVENT=DELETE the
 * rows are inserted first and the admin deletes them at the same rate instead (the RLS check then
 * runs against each old row). The subscribers run in worker threads of this process; the stack
 * runs in its own process.
 *
 * BENCH_SCENARIO picks a preset: `rls-500` (the default above) or `rls-2000`, 2,000 subscribers
 * at 10 changes/s, four times Supabase's published 500-client run. BENCH_* variables set
 * explicitly still win over the preset.
 */
const SCENARIOS = {
  'rls-500': { subscribers: 500, targetP95Ms: 100 },
  'rls-2000': { subscribers: 2000, targetP95Ms: 150 },
} as const;
const scenarioName = z
  .enum(Object.keys(SCENARIOS) as [keyof typeof SCENARIOS])
  .default('rls-500')
  .parse(process.env.BENCH_SCENARIO);
const scenario = SCENARIOS[scenarioName];

const env = z
  .object({
    BENCH_SUBSCRIBERS: z.coerce.number().int().positive().default(scenario.subscribers),
    BENCH_RATE: z.coerce.number().positive().default(10),
    BENCH_DURATION: z.coerce.number().positive().default(30),
    BENCH_VSN: z.enum(['1.0.0', '2.0.0']).default('2.0.0'),
    BENCH_EVENT: z.enum(['INSERT', 'DELETE']).default('INSERT'),
    // The subscribers' own decoding is spread over threads, as real clients are separate machines.
    BENCH_CLIENT_THREADS: z.coerce.number().int().positive().default(2),
  })
  .parse(process.env);

const ADMIN = { email: 'admin@example.com', password: 'admin-demo-password' };
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The process that actually runs the stack: the deepest descendant of the spawned launcher. */
function stackPid(launcherPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  let pid = launcherPid;
  for (;;) {
    const child = [...parents].find(
      ([p, parent]) =>
        parent === pid && readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('stack-child'),
    );
    if (!child) return pid;
    pid = child[0];
  }
}

/** CPU seconds (user + system) a process has used so far. */
const cpuSeconds = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Busy and total CPU time of the whole machine so far (/proc/stat, in clock ticks). */
const machineTicks = () => {
  const ticks = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  // idle and iowait
  return { busy: total - ticks[3]! - (ticks[4] ?? 0), total };
};

const memoryKb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return match ? Number(match[1]) : 0;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-rt-'));
  const stack = await spawnStack({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_TOKEN: '100000',
  });
  const workers: Worker[] = [];
  try {
    const pid = stackPid(stack.child.pid!);
    const secrets = await loadOrCreateSecrets(dataDir);
    const keys = await loadJwtKeys(secrets.jwtPrivateJwk as JWK, () => `${stack.url}/auth/v1`);

    // Distinct users, created directly (signing 500 people up by e-mail is not what is measured).
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    const { rows: users } = await db.query<{ id: string; email: string }>(
      `insert into auth.users (id, email, email_confirmed_at)
       select gen_random_uuid(), 'bench-' || g || '@bench.test', now() from generate_series(1, $1) g
       returning id, email`,
      [env.BENCH_SUBSCRIBERS],
    );
    await db.end();

    const signIn = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
    const adminToken = ((await signIn.json()) as { access_token: string }).access_token;

    const total = Math.round(env.BENCH_RATE * env.BENCH_DURATION);
    const adminHeaders = {
      apikey: stack.anonKey,
      authorization: `Bearer ${adminToken}`,
      'content-type': 'application/json',
    };
    // DELETE: the rows to delete exist before anyone subscribes; their ids tell them apart.
    let ids: string[] = [];
    if (env.BENCH_EVENT === 'DELETE') {
      const res = await fetch(`${stack.url}/rest/v1/wizard_announcements?select=id,title`, {
        method: 'POST',
        headers: { ...adminHeaders, prefer: 'return=representation' },
        body: JSON.stringify(
          Array.from({ length: total }, (_, i) => ({ title: `bench-${i}`, content: 'bench' })),
        ),
      });
      if (res.status !== 201) throw new Error(`inserting the rows to delete failed: ${res.status}`);
      const rows = (await res.json()) as { id: string; title: string }[];
      ids = rows
        .sort((x, y) => Number(x.title.slice(6)) - Number(y.title.slice(6)))
        .map((r) => r.id);
    }

    const baselineKb = memoryKb(pid, 'VmRSS');
    let peakKb = baselineKb;
    const sampler = setInterval(() => (peakKb = Math.max(peakKb, memoryKb(pid, 'VmRSS'))), 250);

    const tokens = await Promise.all(
      users.map((user) =>
        keys.sign(
          {
            sub: user.id,
            email: user.email,
            role: 'authenticated',
            aud: 'authenticated',
            session_id: crypto.randomUUID(),
          },
          3600,
        ),
      ),
    );
    const connectStarted = Date.now();
    const threads = Array.from(
      { length: Math.min(env.BENCH_CLIENT_THREADS, users.length) },
      (_, t) => {
        const share = tokens
          .map((token, index) => ({ token, index }))
          .filter((s) => s.index % env.BENCH_CLIENT_THREADS === t);
        // Threads do not inherit tsx's loader: register its CommonJS hook, then load this file.
        const worker = new Worker(
          `require('tsx/cjs/api').register(); require(${JSON.stringify(__filename)});`,
          {
            eval: true,
            workerData: {
              url: stack.url,
              anonKey: stack.anonKey,
              vsn: env.BENCH_VSN,
              event: env.BENCH_EVENT,
              ids,
              subscribers: share,
            } satisfies WorkerInput,
          },
        );
        workers.push(worker);
        return {
          worker,
          ready: new Promise<void>((resolveReady, reject) => {
            worker.once('message', () => resolveReady());
            worker.once('error', reject);
          }),
        };
      },
    );
    await Promise.all(threads.map((t) => t.ready));
    const connectMs = Date.now() - connectStarted;
    const connectedKb = memoryKb(pid, 'VmRSS');

    const cpuBefore = cpuSeconds(pid);
    // This process's threads are the subscribers: if they use every core, they are what is slow.
    const clientCpuBefore = process.cpuUsage();
    const runStarted = Date.now();
    // Other work on the machine slows every part of the path: say how busy it was.
    const machineBefore = machineTicks();
    // The realtime reader's database backends do the row-level security checks; a backend that
    // connects during the run (a lane is opened on first use) counts from zero.
    const readerPids = async () => {
      const probe = new pg.Client({ connectionString: stack.databaseUrl });
      await probe.connect();
      const { rows } = await probe.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = 'astro-realtime-reader'`,
      );
      await probe.end();
      return rows.map((r) => r.pid);
    };
    const readerCpuBefore = new Map((await readerPids()).map((p) => [p, cpuSeconds(p)]));
    let writeErrors = 0;
    const writes: Promise<void>[] = [];
    const sentAt: number[] = [];
    const started = now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / env.BENCH_RATE;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      sentAt[i] = now();
      const request =
        env.BENCH_EVENT === 'DELETE'
          ? fetch(`${stack.url}/rest/v1/wizard_announcements?id=eq.${ids[i]}`, {
              method: 'DELETE',
              headers: { ...adminHeaders, prefer: 'return=minimal' },
            })
          : fetch(`${stack.url}/rest/v1/wizard_announcements`, {
              method: 'POST',
              headers: { ...adminHeaders, prefer: 'return=minimal' },
              body: JSON.stringify({ title: `bench-${i}`, content: 'bench' }),
            });
      writes.push(
        request.then(
          (res) => {
            if (res.status !== (env.BENCH_EVENT === 'DELETE' ? 204 : 201)) writeErrors++;
          },
          () => {
            writeErrors++;
          },
        ),
      );
    }
    await Promise.all(writes);
    const expectedPerSubscriber = total - writeErrors;
    const results = await Promise.all(
      threads.map(
        (t) =>
          new Promise<WorkerResult>((resolveResult) => {
            t.worker.once('message', (result: WorkerResult) => resolveResult(result));
            t.worker.postMessage({ expectedPerSubscriber, waitMs: 10_000 });
          }),
      ),
    );
    clearInterval(sampler);
    const cpuUsed = cpuSeconds(pid) - cpuBefore;
    const machineAfter = machineTicks();
    const machineBusy =
      (machineAfter.busy - machineBefore.busy) /
      Math.max(1, machineAfter.total - machineBefore.total);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const clientCpuSeconds = (clientCpu.user + clientCpu.system) / 1e6;
    const runSeconds = (Date.now() - runStarted) / 1000;
    const readerCpuUsed = (await readerPids()).reduce(
      (sum, p) => sum + cpuSeconds(p) - (readerCpuBefore.get(p) ?? 0),
      0,
    );
    const latencies = results
      .flatMap((r) => r.arrivals.map(([n, arrived]) => arrived - sentAt[n]!))
      .sort((a, b) => a - b);
    const fromCapture = results.flatMap((r) => r.fromCapture).sort((a, b) => a - b);
    const duplicates = results.reduce((n, r) => n + r.duplicates, 0);
    const expected = expectedPerSubscriber * users.length;
    const delivered = latencies.length;
    const lost = expected - delivered;
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    const what = env.BENCH_EVENT === 'DELETE' ? 'delete' : 'insert';
    console.log(
      `\nRealtime benchmark: ${users.length} subscribers (distinct users, RLS on), ${env.BENCH_RATE} ${what}s/s for ${env.BENCH_DURATION} s, vsn ${env.BENCH_VSN}, loopback`,
    );
    console.log(`  subscribers joined in       ${(connectMs / 1000).toFixed(1)} s`);
    console.log(`  ${`${what}s`.padEnd(28)}${total - writeErrors} ok, ${writeErrors} failed`);
    console.log(
      `  latency p50 / p95 / p99     ${f(percentile(latencies, 50))} / ${f(percentile(latencies, 95))} / ${f(percentile(latencies, 99))} (max ${f(latencies.at(-1) ?? 0)})`,
    );
    console.log(
      `  …from the capture trigger   ${f(percentile(fromCapture, 50))} / ${f(percentile(fromCapture, 95))} / ${f(percentile(fromCapture, 99))} (without the REST ${what})`,
    );
    console.log(`  messages delivered          ${delivered} of ${expected}`);
    console.log(
      `  messages lost               ${lost}${duplicates ? ` (and ${duplicates} duplicates)` : ''}`,
    );
    console.log(
      `  stack process memory (RSS)  ${(baselineKb / 1024).toFixed(0)} MiB idle, ${(connectedKb / 1024).toFixed(0)} MiB with subscribers, peak ${(peakKb / 1024).toFixed(0)} MiB (PostgreSQL not included)`,
    );
    console.log(
      `  stack process CPU           ${cpuUsed.toFixed(1)} s over the run, ${((cpuUsed * 1000) / Math.max(1, total)).toFixed(1)} ms per ${what} (gateway + PostgREST proxy + realtime; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]})`,
    );
    console.log(
      `  subscriber threads CPU      ${clientCpuSeconds.toFixed(1)} s over ${runSeconds.toFixed(0)} s (${(clientCpuSeconds / runSeconds).toFixed(2)} cores of ${availableParallelism()}: the simulated clients share this machine)`,
    );
    console.log(
      `  machine                     ${Math.round(machineBusy * 100)}% busy over the run (all processes, ${availableParallelism()} cores)`,
    );
    console.log(
      `  RLS checks in PostgreSQL    ${readerCpuUsed.toFixed(1)} s CPU, ${((readerCpuUsed * 1000) / Math.max(1, total)).toFixed(1)} ms per ${what} for ${users.length} distinct claims`,
    );
    const p95 = percentile(latencies, 95);
    console.log(
      `  target (${scenarioName})${' '.repeat(Math.max(1, 19 - scenarioName.length))}p95 < ${scenario.targetP95Ms} ms, 0 lost: ${p95 < scenario.targetP95Ms && lost === 0 ? 'met' : 'NOT met'} (Supabase publishes p95 228 ms for 500 clients with RLS)`,
    );
    if (lost > 0 || writeErrors > 0) process.exitCode = 1;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface WorkerInput {
  url: string;
  anonKey: string;
  vsn: '1.0.0' | '2.0.0';
  event: 'INSERT' | 'DELETE';
  /** DELETE: the id of row n at index n. */
  ids: string[];
  subscribers: { token: string; index: number }[];
}

interface WorkerResult {
  /** [row number, arrival time] of every first delivery. */
  arrivals: [number, number][];
  fromCapture: number[];
  duplicates: number;
}

/** A client thread: joins its share of subscribers, then reports what each one received. */
async function clientThread(input: WorkerInput): Promise<void> {
  const arrivals: [number, number][] = [];
  const fromCapture: number[] = [];
  const rowNumber = new Map(input.ids.map((id, n) => [id, n]));
  const numberOf = (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
    if (input.event === 'DELETE') return rowNumber.get(String((payload.old as { id?: string }).id));
    const match = /^bench-(\d+)$/.exec(String((payload.new as { title?: string }).title ?? ''));
    return match ? Number(match[1]) : undefined;
  };
  const seen: Set<number>[] = [];
  let duplicates = 0;
  const clients: SupabaseClient[] = [];
  for (let start = 0; start < input.subscribers.length; start += 50) {
    await Promise.all(
      input.subscribers.slice(start, start + 50).map(async ({ token, index }) => {
        const client = createClient(input.url, input.anonKey, {
          accessToken: async () => token,
          realtime: { transport: WebSocket as never, vsn: input.vsn } as never,
        });
        clients.push(client);
        await client.realtime.setAuth();
        const mine = new Set<number>();
        seen.push(mine);
        await new Promise<void>((resolveJoin, reject) => {
          client
            .channel(`bench-${index}`)
            .on(
              'postgres_changes',
              { event: input.event, schema: 'public', table: 'wizard_announcements' },
              (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
                const arrived = now();
                const n = numberOf(payload);
                if (n === undefined) return;
                if (mine.has(n)) {
                  duplicates++;
                  return;
                }
                mine.add(n);
                arrivals.push([n, arrived]);
                fromCapture.push(arrived - Date.parse(payload.commit_timestamp));
              },
            )
            .subscribe((status, error) => {
              if (status === 'SUBSCRIBED') resolveJoin();
              else if (status !== 'CLOSED') reject(new Error(`${status} ${error?.message ?? ''}`));
            });
        });
      }),
    );
  }
  parentPort!.postMessage('ready');
  parentPort!.once(
    'message',
    async ({
      expectedPerSubscriber,
      waitMs,
    }: {
      expectedPerSubscriber: number;
      waitMs: number;
    }) => {
      const deadline = Date.now() + waitMs;
      while (seen.some((s) => s.size < expectedPerSubscriber) && Date.now() < deadline)
        await sleep(50);
      parentPort!.postMessage({ arrivals, fromCapture, duplicates } satisfies WorkerResult);
    },
  );
}

if (isMainThread) {
  main()
    .then(() => process.exit())
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
} else {
  clientThread(workerData as WorkerInput).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
