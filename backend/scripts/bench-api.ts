import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { spawnStack } from './spawn-stack';

/**
 * `npm run -s bench:api -w backend`: load on loopback against a stack started just for this.
 * 1) GET one row by id with a user JWT, through the gateway and straight to PostgREST, in
 *    alternating slices of one run, so that both meet the same machine load and their ratio
 *    means something even where the absolute figures are noisy. A client reaches PostgREST over
 *    TCP; the gateway reaches its own over a Unix domain socket where the platform has them. The
 *    direct side therefore goes to a second PostgREST that the stack starts for this, configured
 *    as the first but on a loopback port, so that each side is measured as it is deployed;
 * 2) refresh-token rotation.
 * 50 connections, 20 s per scenario (BENCH_DURATION, BENCH_CONNECTIONS and BENCH_SLICES override).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Slices per side of the side-by-side read; the order alternates (G D D G G D ...). */
const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 4));
const DEMO = { email: 'user@example.com', password: 'user-demo-password' };

interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Sample {
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function sample(options: autocannon.Options, duration: number): Promise<Sample> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    const instance = autocannon(
      { ...options, connections: CONNECTIONS, duration },
      (error, finished) => (error ? reject(error) : resolveRun(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    requests: result.requests.total,
    seconds: result.duration || duration,
    latencies,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function figures(name: string, samples: Sample[]): Figures {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const requests = samples.reduce((sum, s) => sum + s.requests, 0);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const at = (p: number) => Number(percentile(latencies, p).toFixed(1));
  return {
    name,
    requests,
    rps: Math.round(requests / seconds),
    p50: at(50),
    p95: at(95),
    p975: at(97.5),
    p99: at(99),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    non2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
  };
}

/**
 * CPU time (user + system, all threads) a process has used so far, in ms; undefined where there
 * is no /proc. Its clock ticks are USER_HZ, which Linux fixes at 100 per second for /proc.
 */
function processCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const run = async (name: string, options: autocannon.Options) =>
  figures(name, [await sample(options, DURATION)]);

/** Both sides in alternating slices of one run: A B B A A B ... */
async function sideBySide(
  a: { name: string; options: autocannon.Options },
  b: { name: string; options: autocannon.Options },
  /** The gateway's process: its CPU time per request of side `a` is measured too. */
  cpuPid: number,
): Promise<[Figures, Figures, number[], number[]]> {
  const slice = Math.max(1, Math.round(DURATION / SLICES));
  const samplesA: Sample[] = [];
  const samplesB: Sample[] = [];
  const cpuPerRequestA: number[] = [];
  for (let i = 0; i < SLICES; i++) {
    const order = i % 2 === 0 ? [a, b] : [b, a];
    for (const side of order) {
      const cpuBefore = side === a ? processCpuMs(cpuPid) : undefined;
      const taken = await sample(side.options, slice);
      (side === a ? samplesA : samplesB).push(taken);
      const cpuAfter = cpuBefore === undefined ? undefined : processCpuMs(cpuPid);
      if (cpuBefore !== undefined && cpuAfter !== undefined && taken.requests > 0)
        cpuPerRequestA.push(((cpuAfter - cpuBefore) * 1000) / taken.requests);
    }
  }
  const rate = (x: Sample) => x.requests / x.seconds;
  // Each slice against its neighbour on the other side: the spread shows how noisy the run was.
  const sliceRatios = samplesA.map((x, i) => rate(x) / rate(samplesB[i]!));
  return [figures(a.name, samplesA), figures(b.name, samplesB), sliceRatios, cpuPerRequestA];
}

async function login(
  url: string,
  anonKey: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-'));
  const stack = await spawnStack({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The benchmark is one client hammering one endpoint: lift the per-IP auth limits.
    AUTH_RATE_LIMIT_TOKEN: '100000000',
    STACK_REFERENCE_POSTGREST: '1',
  });
  const directBase = stack.postgrestUrl;
  try {
    if (!directBase) throw new Error('the stack reported no PostgREST on a loopback port');
    const session = await login(stack.url, stack.anonKey);
    const headers = {
      apikey: stack.anonKey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    };
    const created = await fetch(`${stack.url}/rest/v1/charts?select=id`, {
      method: 'POST',
      headers: { ...headers, prefer: 'return=representation' },
      body: JSON.stringify({
        name: 'Bench chart',
        birth_date: '1990-01-01',
        latitude: 51.5,
        longitude: -0.12,
        time_zone: 'Europe/London',
        birth_utc: '1990-01-01T12:00:00Z',
      }),
    });
    const [{ id }] = (await created.json()) as { id: string }[];

    const readPath = `/rest/v1/charts?id=eq.${id}&select=*`;
    // Warm both paths (connections, PostgREST's JWT cache) before anything is counted.
    await sample({ url: `${stack.url}${readPath}`, headers }, 2);
    await sample({ url: `${directBase}${readPath.slice('/rest/v1'.length)}`, headers }, 2);
    const [read, direct, sliceRatios, gatewayCpu] = await sideBySide(
      {
        name: 'GET one row by id (user JWT, RLS) via gateway',
        options: { url: `${stack.url}${readPath}`, headers },
      },
      {
        name: '  same, straight to PostgREST',
        options: { url: `${directBase}${readPath.slice('/rest/v1'.length)}`, headers },
      },
      stack.pid,
    );

    // Each connection keeps rotating its own session: a spent token goes back as its successor.
    const tokens: string[] = [];
    for (let i = 0; i < CONNECTIONS + 10; i++)
      tokens.push((await login(stack.url, stack.anonKey)).refresh_token);
    const refresh = await run('POST token?grant_type=refresh_token (rotation)', {
      url: `${stack.url}/auth/v1/token?grant_type=refresh_token`,
      requests: [
        {
          method: 'POST',
          headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ refresh_token: tokens.shift() }),
          }),
          onResponse: (status, body) => {
            if (status === 200)
              tokens.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
          },
        },
      ],
    });

    console.log(
      `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s per scenario (the read in ${SLICES} alternating slices per side), loopback, LOG_LEVEL=silent`,
    );
    console.log(
      `client → gateway over TCP, gateway → PostgREST over ${stack.postgrestTransport}; "straight to PostgREST": client → PostgREST over TCP (a second instance, same settings)`,
    );
    console.log(
      'scenario'.padEnd(50),
      'req/s'.padStart(7),
      'p50'.padStart(8),
      'p95'.padStart(8),
      'p97.5'.padStart(8),
      'p99'.padStart(8),
      'errors'.padStart(7),
      'non-2xx'.padStart(8),
    );
    for (const f of [read, direct, refresh]) {
      console.log(
        f.name.padEnd(50),
        String(f.rps).padStart(7),
        `${f.p50}ms`.padStart(8),
        `${f.p95}ms`.padStart(8),
        `${f.p975}ms`.padStart(8),
        `${f.p99}ms`.padStart(8),
        String(f.errors).padStart(7),
        String(f.non2xx).padStart(8),
      );
    }
    const ratio = direct.rps > 0 ? read.rps / direct.rps : 0;
    console.log(
      `gateway / direct PostgREST: ${(ratio * 100).toFixed(1)}% of the throughput ` +
        `(${read.rps} / ${direct.rps} req/s; p97.5 ${read.p975} / ${direct.p975} ms; ` +
        `target ≥ 90%)`,
    );
    console.log(
      `  slice by slice: ${sliceRatios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')}`,
    );
    if (gatewayCpu.length > 0) {
      // Steadier than the ratio, which moves with whatever else the machine runs: the CPU the
      // stack's process spends per proxied read (its PostgREST and PostgreSQL not included).
      console.log(
        `gateway process CPU per proxied read: ${gatewayCpu.map((us) => `${us.toFixed(0)} µs`).join(', ')} (slice by slice)`,
      );
    }
    console.log(
      `(${read.requests}, ${direct.requests} and ${refresh.requests} requests in total; target: ≥ 1500 req/s, p95 < 50 ms, 0 errors)`,
    );
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
