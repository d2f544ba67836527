import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** Waits until the service worker is active and controls the page (it claims clients at once). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test.describe('progressive web app', () => {
  test('the manifest names the app, its colours and real 192, 512 and maskable icons', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      scope: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Astro', display: 'standalone', scope: '/' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.start_url.startsWith('/')).toBe(true);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const image = await request.get(icon!.src);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()).join('x')).toBe(size);
    }
    const any512 = manifest.icons.find((i) => i.sizes === '512x512' && i.purpose === 'any')!;
    const maskable512 = manifest.icons.find(
      (i) => i.sizes === '512x512' && i.purpose === 'maskable',
    )!;
    expect(any512.src).not.toBe(maskable512.src);
  });

  test('offline, the app shell still loads', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Astro home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Another page of the shell, never visited online, comes from the precache too.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // Pages outside the app get the offline page.
    await page.goto('/_dev/mail/ui');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
  });

  test('an installed update asks to reload, and Reload activates it', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.evaluate(
      () => ((window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true),
    );
    // A new script URL for the same scope is an update: it installs and then waits.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?release=next', { scope: '/' });
    });
    const prompt = page.getByRole('alertdialog', { name: 'Update available' });
    await expect(prompt).toContainText('New content available. Reload?', { timeout: 20_000 });
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    // The page reloaded: the marker set before is gone.
    await expect(page.getByRole('link', { name: 'Astro home' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
    ).toBeUndefined();
    // The page is controlled by the worker that was waiting (only skipWaiting could make it so).
    expect(
      await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''),
    ).toContain('release=next');
  });

  test('a first visit to / does not load the code of menus, drawers and popovers', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The shell bundles MUI as plain modules, so what has loaded is read from the scripts
    // themselves: each component's code names itself ('MuiMenu', 'MuiButton', ...).
    const loadedComponents = async () => {
      const urls = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith('.js')),
      );
      const found = new Set<string>();
      for (const url of urls) {
        const code = await (await page.request.get(url)).text();
        for (const match of code.matchAll(/["'](Mui[A-Z][A-Za-z]+)["']/g)) found.add(match[1]);
      }
      return [...found];
    };
    const deferred = [
      'MuiMenu',
      'MuiMenuItem',
      'MuiPopover',
      'MuiDrawer',
      'MuiBreadcrumbs',
      'MuiChip',
    ];
    const firstVisit = await loadedComponents();
    expect(firstVisit).toContain('MuiButton');
    expect(firstVisit.filter((name) => deferred.includes(name))).toEqual([]);
    // They arrive when first used.
    await page.getByRole('button', { name: 'App Features' }).click();
    await expect(page.getByRole('menu', { name: 'App Features' })).toBeVisible();
    expect(await loadedComponents()).toContain('MuiMenu');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    );
    console.log(
      `first visit to / plus one menu: ${(scripts / 1024).toFixed(1)} KB of gzipped JavaScript`,
    );
  });
});
