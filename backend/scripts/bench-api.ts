import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { spawnStack } from './spawn-stack';

/**
 * `npm run -s bench:api -w backend`: load on loopback against a stack started just for this.
 * 1) GET one row by id through the gateway with a user JWT; 2) refresh-token rotation.
 * 50 connections, 20 s each (BENCH_DURATION and BENCH_CONNECTIONS override).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DEMO = { email: 'user@example.com', password: 'user-demo-password' };

interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(name: string, options: autocannon.Options): Promise<Figures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    const instance = autocannon(
      { ...options, connections: CONNECTIONS, duration: DURATION },
      (error, finished) => (error ? reject(error) : resolveRun(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / (result.duration || DURATION)),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p95: Number(percentile(latencies, 95).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
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
  });
  try {
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

    const read = await run('GET one row by id (user JWT, RLS)', {
      url: `${stack.url}/rest/v1/charts?id=eq.${id}&select=*`,
      headers,
    });

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
      `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s each, loopback, LOG_LEVEL=silent`,
    );
    console.log(
      'scenario'.padEnd(50),
      'req/s'.padStart(7),
      'p50'.padStart(8),
      'p95'.padStart(8),
      'p99'.padStart(8),
      'errors'.padStart(7),
      'non-2xx'.padStart(8),
    );
    for (const f of [read, refresh]) {
      console.log(
        f.name.padEnd(50),
        String(f.rps).padStart(7),
        `${f.p50}ms`.padStart(8),
        `${f.p95}ms`.padStart(8),
        `${f.p99}ms`.padStart(8),
        String(f.errors).padStart(7),
        String(f.non2xx).padStart(8),
      );
    }
    console.log(
      `(${read.requests} and ${refresh.requests} requests in total; target: ≥ 1500 req/s, p95 < 50 ms, 0 errors)`,
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
