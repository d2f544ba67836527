import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Browser, Route } from 'playwright-core';
import type { PageSnapshot } from './assemble-html';

/** The snapshot's address; nothing is served from it but what the handler below answers. */
export const PRERENDER_ORIGIN = 'http://prerender.localhost';
/** Where the snapshot's configuration points the API and the health checks. */
export const API_PATH = '/api/';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.html': 'text/html',
};

export interface SnapshotSource {
  /** The shell's build folder. */
  dist: string;
  /** The start-up HTML every page is served from. */
  appHtml: string;
  /** What `/env-config.json` answers. */
  envConfig: unknown;
}

/**
 * Serves the build to the browser from memory. Everything else (the API, health checks, the
 * remotes) never answers, so the page is captured in the state a first visit shows before any
 * data arrives — the state the app itself renders first.
 */
async function serve(route: Route, source: SnapshotSource): Promise<void> {
  const url = new URL(route.request().url());
  if (url.origin !== PRERENDER_ORIGIN) return; // left pending on purpose
  if (url.pathname === '/env-config.json') return route.fulfill({ json: source.envConfig });
  if (route.request().resourceType() === 'document') {
    return route.fulfill({ body: source.appHtml, contentType: 'text/html' });
  }
  if (url.pathname.startsWith(API_PATH)) return; // left pending on purpose
  const file = normalize(join(source.dist, decodeURIComponent(url.pathname)));
  if (!file.startsWith(source.dist + sep)) return route.fulfill({ status: 404, body: '' });
  try {
    const body = await readFile(file);
    await route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
  } catch {
    await route.fulfill({ status: 404, body: '' });
  }
}

/** Renders `path` of the built shell in Chromium and captures `#root` and its CSS. */
export async function snapshotPage(
  browser: Browser,
  source: SnapshotSource,
  path: string,
): Promise<PageSnapshot> {
  // A phone-sized viewport: the visits that gain most from a prerendered page are on phones.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let pendingFiles = 0;
    let lastSettled = Date.now();
    const isFile = (url: string) =>
      url.startsWith(PRERENDER_ORIGIN) && extname(new URL(url).pathname) !== '';
    page.on('request', (request) => void (isFile(request.url()) && pendingFiles++));
    const settle = (url: string) => {
      if (!isFile(url)) return;
      pendingFiles--;
      lastSettled = Date.now();
    };
    page.on('requestfinished', (request) => settle(request.url()));
    page.on('requestfailed', (request) => settle(request.url()));
    await context.route('**/*', (route) => serve(route, source));

    await page.goto(PRERENDER_ORIGIN + path, { waitUntil: 'domcontentloaded' });
    await page.locator('#main h1').first().waitFor({ state: 'visible', timeout: 60_000 });
    // Lazy parts of the frame load just after the page itself: wait until no file is in flight.
    const deadline = Date.now() + 15_000;
    while ((pendingFiles > 0 || Date.now() - lastSettled < 500) && Date.now() < deadline) {
      await page.waitForTimeout(100);
    }
    if (errors.length) throw new Error(`${path} raised: ${errors.join('; ')}`);

    return await page.evaluate((capturedPath) => {
      const root = document.getElementById('root');
      if (!root) throw new Error('no #root');
      // Component styles (emotion's `css` sheet) and global styles (`css-global`) are kept apart:
      // the app adopts the first as already inserted, and replaces the second with its own.
      const componentRules = new Set<string>();
      const globalRules = new Set<string>();
      for (const sheet of Array.from(document.styleSheets)) {
        const owner = sheet.ownerNode as HTMLElement | null;
        const key = owner?.getAttribute('data-emotion');
        // Only the styles the app inserted at run time; the HTML's own <style> is already there.
        if (!key) continue;
        const target = key === 'css' ? componentRules : globalRules;
        for (const rule of Array.from(sheet.cssRules)) target.add(rule.cssText);
      }
      return {
        path: capturedPath,
        rootHtml: root.innerHTML,
        css: [...globalRules].join('\n'),
        componentCss: [...componentRules].join('\n'),
      };
    }, path);
  } finally {
    await context.close();
  }
}
