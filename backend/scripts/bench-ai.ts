import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeAiProvider, type FakeAiProvider } from '../tests/fixtures/fake-ai-provider';
import { spawnStack } from './spawn-stack';

/**
 * `npm run -s bench:ai -w backend`: what the Grok gateway adds to a streamed answer. The same
 * streamed chat completions go straight to the fake provider, through the gateway (a stack
 * started just for this, in its own process), and as a stored conversation turn, which writes the
 * question and an empty answer before the provider is asked and the answer as it streams. The provider records when it wrote each event and
 * the client when it received it, on the same clock, so per-event delay is measured exactly.
 * BENCH_AI_REQUESTS (default 200) and BENCH_AI_CHUNK_DELAY_MS (default 2) override.
 */
const REQUESTS = Number(process.env.BENCH_AI_REQUESTS ?? 200);
const CHUNK_DELAY_MS = Number(process.env.BENCH_AI_CHUNK_DELAY_MS ?? 2);
const WARM_UP = 20;
const TARGET_MS = 5;
const DEMO = { email: 'user@example.com', password: 'user-demo-password' };
const SERVER_KEY = 'xai-bench-server-key';

interface Sample {
  /** Until the provider's first event reached the client. */
  ttfb: number;
  /** Per event: client arrival minus provider write. */
  eventDelays: number[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** One streamed request; event arrival times are taken as each `\n\n`-terminated event lands. */
interface Route {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  /** Events the route sends before the provider's (a stored turn names its messages first). */
  ownEvents: number;
}

const QUESTION = 'What does a Saturn return mean?';
const chatBody = {
  model: 'grok-3-mini',
  stream: true,
  messages: [{ role: 'user', content: QUESTION }],
};

async function streamOnce(route: Route, provider: FakeAiProvider): Promise<Sample> {
  const before = provider.requests.length;
  const startedAt = performance.now();
  const res = await fetch(route.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...route.headers },
    body: JSON.stringify(route.body),
  });
  const url = route.url;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  let arrivals: number[] = [];
  let pending = '';
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const now = performance.now();
    pending += decoder.decode(value, { stream: true });
    let at: number;
    while ((at = pending.indexOf('\n\n')) !== -1) {
      arrivals.push(now);
      pending = pending.slice(at + 2);
    }
  }
  arrivals = arrivals.slice(route.ownEvents);
  const ttfb = (arrivals[0] ?? performance.now()) - startedAt;
  const record = provider.requests[before];
  if (!record || record.writes.length !== arrivals.length) {
    throw new Error(`expected ${record?.writes.length} events, received ${arrivals.length}`);
  }
  return { ttfb, eventDelays: arrivals.map((t, i) => t - record.writes[i]!) };
}

async function series(
  route: Route,
  provider: FakeAiProvider,
): Promise<{ name: string; ttfb: number[]; delays: number[] }> {
  const { name } = route;
  for (let i = 0; i < WARM_UP; i++) await streamOnce(route, provider);
  const ttfb: number[] = [];
  const delays: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const sample = await streamOnce(route, provider);
    ttfb.push(sample.ttfb);
    delays.push(...sample.eventDelays);
  }
  provider.reset();
  return { name, ttfb, delays };
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);

async function main(): Promise<void> {
  const provider = await startFakeAiProvider({ chunkDelayMs: CHUNK_DELAY_MS });
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-ai-'));
  const stack = await spawnStack({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
    XAI_BASE_URL: provider.url,
    XAI_API_KEY: SERVER_KEY,
    AI_RATE_LIMIT_MAX: String(10 * (REQUESTS + WARM_UP)),
  });
  try {
    const login = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { access_token } = (await login.json()) as { access_token: string };

    const direct = await series(
      {
        name: 'direct to the provider',
        url: `${provider.url}/chat/completions`,
        headers: { authorization: `Bearer ${SERVER_KEY}` },
        body: chatBody,
        ownEvents: 0,
      },
      provider,
    );
    const gateway = await series(
      {
        name: 'through the gateway',
        url: `${stack.url}/functions/v1/grok/chat/completions`,
        headers: { authorization: `Bearer ${access_token}` },
        body: chatBody,
        ownEvents: 0,
      },
      provider,
    );
    const stored = await series(
      {
        name: 'stored conversation',
        url: `${stack.url}/functions/v1/grok/conversations/messages`,
        headers: { authorization: `Bearer ${access_token}` },
        body: { model: 'grok-3-mini', stream: true, content: QUESTION },
        ownEvents: 1,
      },
      provider,
    );

    console.log(
      `AI gateway benchmark: ${REQUESTS} streamed chat completions each way (after ${WARM_UP} warm-up), one at a time, ` +
        `${direct.delays.length / REQUESTS} events per answer, provider pause ${CHUNK_DELAY_MS} ms between events\n`,
    );
    console.log(
      `${''.padEnd(24)}${'1st p50'.padStart(10)}${'1st p95'.padStart(10)}${'event p50'.padStart(10)}${'event p95'.padStart(10)}`,
    );
    for (const s of [direct, gateway, stored]) {
      console.log(
        `${s.name.padEnd(24)}${ms(percentile(s.ttfb, 50))}${ms(percentile(s.ttfb, 95))}${ms(percentile(s.delays, 50))}${ms(percentile(s.delays, 95))}`,
      );
    }
    const addedBy = (s: typeof gateway) => ({
      ttfb50: percentile(s.ttfb, 50) - percentile(direct.ttfb, 50),
      ttfb95: percentile(s.ttfb, 95) - percentile(direct.ttfb, 95),
      event50: percentile(s.delays, 50) - percentile(direct.delays, 50),
      event95: percentile(s.delays, 95) - percentile(direct.delays, 95),
    });
    const verdicts: string[] = [];
    for (const s of [gateway, stored]) {
      const added = addedBy(s);
      console.log(
        `${`added: ${s.name}`.padEnd(24)}${ms(added.ttfb50)}${ms(added.ttfb95)}${ms(added.event50)}${ms(added.event95)}`,
      );
      const worst = Math.max(added.ttfb95, added.event95);
      verdicts.push(
        `${s.name}: ${worst <= TARGET_MS ? 'met' : 'NOT met'} (first token ${added.ttfb95.toFixed(2)} ms, per event ${added.event95.toFixed(2)} ms)`,
      );
    }
    console.log(`\nTarget: at most ${TARGET_MS} ms added at p95 — ${verdicts.join('; ')}`);
  } finally {
    await stack.stop();
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
