import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/test';
import { calculateChart } from './chart-helpers';

/** Names of the ephemeris files (`moon-1900`, …) the service worker holds. */
function cachedEphemeris(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('remote-chunks');
    return (await cache.keys())
      .map(
        (request) =>
          /\/([a-z]+-\d{4})\.[0-9a-f]{10}\.bin$/.exec(new URL(request.url).pathname)?.[1],
      )
      .filter((name): name is string => Boolean(name));
  });
}

test('after one chart online, another of the same century is cast offline', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/calculate');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.bin')) fetched.push(request.url());
  });

  await calculateChart(page, 'Before going offline');
  // The 1990 chart loaded the 1900s; the worker stored them, and this century's at install.
  await expect
    .poll(() => cachedEphemeris(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['moon-1900', 'mars-1900']));
  await expect
    .poll(() => cachedEphemeris(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['moon-2000', 'emb-2000']));
  expect(fetched.some((url) => /moon-1800\./.test(url))).toBe(false);

  await context.setOffline(true);
  const offlineFetches = fetched.length;
  await page.getByRole('textbox', { name: 'Birth date' }).fill('1975-03-02');
  await page.getByRole('button', { name: 'Calculate chart' }).click();
  const sun = page.getByRole('table', { name: 'Planet positions' }).locator('[data-body="sun"]');
  await expect(sun.locator('[data-column="sign"]')).toHaveText(/Pisces/);
  await expect(page.getByTestId('chart-wheel').locator('[data-planet]')).toHaveCount(14);
  expect(fetched.length).toBe(offlineFetches);
});
