// Prerenders the first screen of public pages into the shell's build: a first visit then shows
// the page as soon as the HTML arrives, instead of after all start-up JavaScript has run.
// `/` goes into index.html (the app's HTML for every path, guarded by path) and other pages into
// <page>.html, which the gateway serves for their path. Needs Chromium; without it the build
// keeps the plain start-up HTML, and the app works the same, only its first paint comes later.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { REMOTE_NAMES } from '@astro/shared/contract';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@astro/shared/theme-names';
import { assemblePrerenderedHtml } from './assemble-html';
import { API_PATH, PRERENDER_ORIGIN, snapshotPage } from './snapshot-page';

/** Every public page a first visit is likely to land on: the home page, sign-in and the site's pages. */
const PAGES: { path: string; file: string }[] = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login.html' },
  { path: '/signup', file: 'signup.html' },
  { path: '/astrology', file: 'astrology.html' },
  { path: '/faq', file: 'faq.html' },
  { path: '/app-details', file: 'app-details.html' },
  { path: '/contact', file: 'contact.html' },
  // Its report is written into the build before this runs (scripts/build.mjs), so the tables are
  // in the HTML.
  { path: '/accuracy', file: 'accuracy.html' },
];

const shellRoot = resolve(import.meta.dirname, '../..');
const dist = join(shellRoot, 'dist');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

async function main() {
  if (!existsSync(chromePath)) {
    console.log(`prerender skipped: no Chromium at ${chromePath} (set CHROME_PATH)`);
    return;
  }
  const appHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const version = JSON.parse(readFileSync(join(shellRoot, '..', 'package.json'), 'utf8'))
    .version as string;
  const envConfig = {
    appVersion: version,
    supabaseUrl: `${PRERENDER_ORIGIN}${API_PATH}supabase`,
    supabaseAnonKey: 'prerender',
    supportEmail: 'support@astro-app.example',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { entry: `/remotes/${name}/remoteEntry.js` }]),
    ),
    healthUrls: { main: `${API_PATH}health`, chat: `${API_PATH}chat-health` },
    googleMapsKey: null,
  };
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const started = Date.now();
    const snapshots = [];
    for (const page of PAGES)
      snapshots.push(await snapshotPage(browser, { dist, appHtml, envConfig }, page.path));
    snapshots.forEach((snapshot, index) => {
      const html = assemblePrerenderedHtml(appHtml, snapshot, {
        theme: DEFAULT_THEME,
        themeStorageKey: THEME_STORAGE_KEY,
      });
      writeFileSync(join(dist, PAGES[index]!.file), html);
    });
    console.log(
      `prerendered ${PAGES.map((page) => page.path).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`prerender failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
