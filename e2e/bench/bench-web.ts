/**
 * `npm run bench:web`: what a browser downloads from the production build.
 * - gzipped JS of a first visit to `/` (target: at most 250 KB in total);
 * - gzipped JS of each remote: its entry, and the chunks of each of its routes;
 * - a check that no shared singleton is loaded from more than one app;
 * - the first chart: every byte from opening /calculate (shell loaded, signed in) through
 *   typing and picking a place to the drawn wheel (target: at most 1,000 KB), and the time
 *   it takes on a throttled network and CPU like Lighthouse's mobile run.
 * Bytes are the Content-Length of the gzip responses the gateway really sends.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, REMOTE_ROUTE_TABLE, type RemoteName } from '@astro/shared/contract';
import { spawnStack, stopStack } from '../fixtures/stack-process';

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@emotion/react', '@emotion/styled', '@reduxjs/toolkit', 'react-redux', '@supabase/supabase-js', '@astro/shared'];
const BUDGET_KB = 250;
const FIRST_CHART_BUDGET_KB = 1000;
// Lighthouse's mobile throttling: slow 4G and a CPU four times slower than this machine's.
const THROTTLED = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, cpuSlowdown: 4 };
const root = join(__dirname, '..', '..');

interface Download {
  url: string;
  bytes: number;
}

function recordJs(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') && !url.includes('.js?')) return;
    const length = Number(response.headers()['content-length'] ?? 0);
    downloads.push({ url, bytes: length || (await response.body().catch(() => Buffer.alloc(0))).length });
  });
  return downloads;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (downloads: Download[]) => downloads.reduce((total, d) => total + d.bytes, 0);

/** Chunk file name → shared package, from a remote's manifest. */
function sharedChunksOf(remote: RemoteName): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, `remote-${remote}`, 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const chunks = new Map<string, string>();
  for (const item of manifest.shared) {
    if (!SINGLETONS.some((name) => item.name === name || item.name.startsWith(`${name}/`))) continue;
    for (const file of [...item.assets.js.sync, ...item.assets.js.async]) chunks.set(file, item.name);
  }
  return chunks;
}

async function signInAs(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('user@example.com');
  await page.getByLabel('Password').fill('user-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Every response body of the page (gzipped where served so), as Chromium counts it on the wire. */
async function recordAllBytes(page: Page): Promise<Download[]> {
  const downloads: Download[] = [];
  const session = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  session.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  session.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url && !url.startsWith('data:')) downloads.push({ url, bytes: event.encodedDataLength });
  });
  await session.send('Network.enable');
  return downloads;
}

interface FirstChart {
  downloads: Download[];
  /** Milliseconds from opening /calculate to: the form, the first suggestions, the wheel. */
  formMs: number;
  suggestionsMs: number;
  wheelMs: number;
}

/**
 * A signed-in visitor whose browser has the shell (and nothing of the charts remote) opens
 * /calculate, types a place, picks it and calculates, until the chart wheel is drawn.
 */
async function firstChart(browser: Browser, baseURL: string, throttled: boolean): Promise<FirstChart> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signInAs(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const downloads = await recordAllBytes(page);
    if (throttled) {
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLED.latencyMs,
        downloadThroughput: (THROTTLED.downloadKbps * 1000) / 8,
        uploadThroughput: (THROTTLED.uploadKbps * 1000) / 8,
      });
      await session.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpuSlowdown });
    }
    const started = Date.now();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/calculate');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const place = page.getByRole('combobox', { name: 'Birth place' });
    await place.waitFor({ timeout: 120_000 });
    const formMs = Date.now() - started;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('First chart');
    await page.getByRole('textbox', { name: 'Birth date' }).fill('1990-05-15');
    await page.getByRole('textbox', { name: 'Birth time', exact: true }).fill('14:30');
    await place.click();
    await place.pressSequentially('London');
    const option = page.getByRole('option', { name: /^London, England, United Kingdom/ }).first();
    await option.waitFor({ timeout: 120_000 });
    const suggestionsMs = Date.now() - started;
    await option.click();
    await page.getByRole('button', { name: 'Calculate chart' }).click({ timeout: 120_000 });
    await page.getByTestId('chart-wheel').locator('[data-planet]').first().waitFor({ timeout: 120_000 });
    const wheelMs = Date.now() - started;
    return { downloads: [...downloads], formMs, suggestionsMs, wheelMs };
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const { info, child } = await spawnStack({});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  let violations = 0;
  try {
    // First visit: a fresh context has an empty cache, like a new visitor.
    const context = await browser.newContext({ baseURL: info.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    const firstVisit = recordJs(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const total = sum(firstVisit);
    console.log(`First visit to /: ${firstVisit.length} JS files, ${kb(total)} gzipped (budget ${BUDGET_KB} KB) ${total <= BUDGET_KB * 1024 ? 'OK' : 'OVER BUDGET'}`);
    // `npm run bench:web -- --files` lists what the first visit downloads, largest first.
    if (process.argv.includes('--files')) {
      for (const d of [...firstVisit].sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${kb(d.bytes).padStart(9)}  ${new URL(d.url).pathname}`);
    }

    await signInAs(page);

    console.log('\nRemotes (gzipped JS fetched from each remote, shell already loaded):');
    for (const remote of REMOTE_NAMES) {
      const remotePage = await context.newPage();
      const downloads = recordJs(remotePage);
      await remotePage.goto('/', { waitUntil: 'networkidle' });
      downloads.length = 0;
      const sharedChunks = sharedChunksOf(remote);
      let previous = 0;
      const lines: string[] = [];
      for (const route of REMOTE_ROUTE_TABLE.filter((r) => r.remote === remote)) {
        const path = route.path.replace(':chartId', '00000000-0000-4000-8000-000000000000');
        await remotePage.evaluate((target) => {
          window.history.pushState({}, '', target);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await remotePage.locator(`[data-remote="${remote}"]`).waitFor({ timeout: 30_000 }).catch(() => undefined);
        await remotePage.waitForLoadState('networkidle');
        const fresh = downloads.slice(previous).filter((d) => d.url.includes(`/remotes/${remote}/`));
        previous = downloads.length;
        const entry = fresh.filter((d) => d.url.includes('remoteEntry.js'));
        const chunks = fresh.filter((d) => !d.url.includes('remoteEntry.js'));
        lines.push(`  ${path.padEnd(24)} entry ${kb(sum(entry)).padStart(9)}  route chunks ${kb(sum(chunks)).padStart(9)} (${chunks.length} files)`);
        for (const download of fresh) {
          const file = new URL(download.url).pathname.split('/').pop() ?? '';
          const shared = sharedChunks.get(file);
          if (shared) {
            violations += 1;
            lines.push(`    ✗ ${shared} was loaded again from ${remote} (${file})`);
          }
        }
      }
      console.log(`${remote}:`);
      for (const line of lines) console.log(line);
      await remotePage.close();
    }

    const providers = await page.evaluate(() => {
      type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;
      const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Share } }).__FEDERATION__?.__SHARE__ ?? {};
      const loaded: Record<string, string[]> = {};
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const [name, versions] of Object.entries(packages))
            for (const item of Object.values(versions)) if (item.loaded) (loaded[name] ??= []).push(item.from);
      return loaded;
    });
    for (const name of SINGLETONS) {
      const from = [...new Set(providers[name] ?? [])];
      if (from.length > 1) {
        violations += 1;
        console.log(`✗ ${name} is loaded from ${from.join(' and ')}`);
      }
    }
    console.log(`\nSingleton check: ${violations === 0 ? 'OK — every shared singleton is loaded once, from the shell' : `${violations} violation(s)`}`);
    await context.close();

    const first = await firstChart(browser, info.url, false);
    const firstTotal = sum(first.downloads);
    console.log(
      `\nFirst chart: ${kb(firstTotal)} gzipped in ${first.downloads.length} files (budget ${FIRST_CHART_BUDGET_KB.toLocaleString('en')} KB) ${firstTotal <= FIRST_CHART_BUDGET_KB * 1024 ? 'OK' : 'OVER BUDGET'}`,
    );
    const byKind = new Map<string, number>();
    for (const d of first.downloads) {
      const path = new URL(d.url).pathname;
      const kind = path.includes('/atlas/') ? 'atlas' : /\/(rest|auth|functions|storage)\/v1\//.test(path) ? 'api' : (path.split('.').pop() ?? 'other');
      byKind.set(kind, (byKind.get(kind) ?? 0) + d.bytes);
    }
    console.log(`  ${[...byKind].sort((a, b) => b[1] - a[1]).map(([kind, bytes]) => `${kind} ${kb(bytes)}`).join(', ')}`);
    if (process.argv.includes('--files')) {
      for (const d of [...first.downloads].sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${kb(d.bytes).padStart(9)}  ${new URL(d.url).pathname}`);
    }
    const slow = await firstChart(browser, info.url, true);
    console.log(
      `First chart throttled (${THROTTLED.downloadKbps / 1000} Mbps down, ${THROTTLED.uploadKbps} kbps up, ${THROTTLED.latencyMs} ms RTT, CPU ${THROTTLED.cpuSlowdown}× slower): ` +
        `wheel drawn ${seconds(slow.wheelMs)} after opening /calculate (form ${seconds(slow.formMs)}, suggestions for "London" ${seconds(slow.suggestionsMs)})`,
    );
  } finally {
    await browser.close();
    await stopStack(child);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
