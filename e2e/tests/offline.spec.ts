import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, signIn, test } from '../fixtures/test';
import { createConfirmedUser, signedInClient, type TestUser } from '../fixtures/users';
import { calculateChart, saveChart } from './chart-helpers';

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

/** Starts a Grok conversation as the app does, so Threads has one to list. */
async function askGrok(client: SupabaseClient, question: string): Promise<void> {
  const { data } = await client.auth.getSession();
  const response = await fetch(
    `${process.env.E2E_BASE_URL!}/functions/v1/grok/conversations/messages`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${data.session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        model: 'grok-3-mini',
        content: [{ type: 'text', text: question }],
        stream: true,
      }),
    },
  );
  expect(response.status).toBe(200);
  await response.text();
}

/** The query results this device keeps for the user (the app's IndexedDB cache). */
function keptResults(page: Page, userId: string): Promise<{ data: unknown }[]> {
  return page.evaluate(
    (id) =>
      new Promise<{ data: unknown }[]>((resolve) => {
        const open = indexedDB.open('astro-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve([]);
          const read = db.transaction('query-cache').objectStore('query-cache').get(id);
          read.onsuccess = () => resolve(Array.isArray(read.result) ? read.result : []);
          read.onerror = () => resolve([]);
        };
      }),
    userId,
  );
}

/** Waits until the device keeps what `endpoint` last showed, and that it contains `text`. */
async function expectKept(page: Page, userId: string, endpoint: string, text: string) {
  await expect
    .poll(
      async () =>
        JSON.stringify(
          (await keptResults(page, userId))
            .filter((entry) => (entry as { endpointName?: string }).endpointName === endpoint)
            .map((entry) => entry.data),
        ),
      { timeout: 15_000, message: `the device keeps ${endpoint}` },
    )
    .toContain(text);
}

/** Offline and still signed in: the frame says so, and nobody was sent to sign in. */
async function expectOfflineSignedIn(page: Page) {
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText("You're offline");
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText('Please sign in again')).toHaveCount(0);
}

test.describe('offline', () => {
  test('signed-in pages show what was last loaded, nobody is signed out, and a change made offline lands later', async ({
    page,
    context,
  }) => {
    test.setTimeout(400_000);
    const user: TestUser = await createConfirmedUser('offline');
    const client = await signedInClient(user);
    const question = `Will Venus favour my quiet days ${Date.now().toString(36)}?`;
    await askGrok(client, question);

    await signIn(page, user);
    await waitForServiceWorker(page);

    // Online, once: a username, a chart saved through the pages, a lesson opened.
    const username = `Night Owl ${Date.now().toString(36)}`;
    await page.goto('/profile');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Save username' }).click();
    await expect(page.getByText('Username saved').first()).toBeVisible();

    const chartName = `Offline chart ${Date.now().toString(36)}`;
    await page.goto('/calculate');
    await calculateChart(page, chartName);
    await saveChart(page);

    // Opening the lesson records the visit; leaving before that write lands would cancel it.
    const visitRecorded = page.waitForResponse(
      (response) =>
        response.url().includes('/rest/v1/lesson_progress') && response.request().method() === 'POST',
    );
    await page.goto('/learning?lesson=what-is-a-natal-chart');
    await expect(
      page.getByRole('heading', { level: 1, name: 'What a natal chart is' }),
    ).toBeVisible();
    expect((await visitRecorded).ok()).toBe(true);

    // Each page visited once online.
    await page.goto('/charts');
    const chartLink = page
      .getByRole('list', { name: 'Saved charts' })
      .getByRole('link', { name: chartName });
    await expect(chartLink).toBeVisible();
    await chartLink.click();
    await expect(page.getByRole('heading', { level: 1, name: chartName })).toBeVisible();
    const chartPath = new URL(page.url()).pathname;
    // What a page shows is on the device a moment later (as a person reads it).
    await expectKept(page, user.id, 'listCharts', chartName);
    await expectKept(page, user.id, 'getChart', chartName);
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Recent charts' })).toContainText(chartName);
    await expectKept(page, user.id, 'recentCharts', chartName);
    // (The dashboard's lesson query may have run before the lesson visit reached the server;
    // the lesson progress kept on the device is checked on /learning below.)
    await page.goto('/threads');
    await expect(page.getByTestId('threads-list')).toContainText(question);
    await expectKept(page, user.id, 'getThreads', question);
    await page.goto('/learning');
    await expect(page.getByText('You were reading “What a natal chart is”.')).toBeVisible();
    await expectKept(page, user.id, 'getLessonProgress', 'what-is-a-natal-chart');
    await page.goto('/profile');
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expectKept(page, user.id, 'accountProfile', username);

    await context.setOffline(true);
    const started = Date.now();

    await page.reload();
    await expectOfflineSignedIn(page);
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByText(/^Last updated /)).toBeVisible();

    await page.goto('/dashboard');
    await expectOfflineSignedIn(page);
    await expect(page.getByRole('list', { name: 'Recent charts' })).toContainText(chartName);
    await expect(page.getByText('Loading your charts…')).toHaveCount(0);

    await page.goto('/charts');
    await expectOfflineSignedIn(page);
    await expect(
      page.getByRole('list', { name: 'Saved charts' }).getByRole('link', { name: chartName }),
    ).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();

    await page.goto(chartPath);
    await expectOfflineSignedIn(page);
    await expect(page.getByRole('heading', { level: 1, name: chartName })).toBeVisible();

    await page.goto('/threads');
    await expectOfflineSignedIn(page);
    await expect(page.getByTestId('threads-list')).toContainText(question);
    await expect(page.getByText(/^Last updated /)).toBeVisible();

    await page.goto('/learning');
    await expectOfflineSignedIn(page);
    await expect(page.getByText('You were reading “What a natal chart is”.')).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    console.log(
      `six signed-in pages rendered offline in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // A username changed offline waits on this device, across a reload, and lands once online.
    const offlineName = `Quiet Owl ${Date.now().toString(36)}`;
    await page.goto('/profile');
    await page.getByLabel('Username').fill(offlineName);
    await page.getByRole('button', { name: 'Save username' }).click();
    await expect(page.getByText(`Username “${offlineName}” is waiting to sync`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('status', { name: 'Connection' })).toContainText(
      '1 change waiting to sync',
    );
    await expect(page.getByText(`Username “${offlineName}” is waiting to sync`)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(/is waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('status', { name: 'Connection' })).toHaveCount(0);
    await expect(page.getByLabel('Username')).toHaveValue(offlineName);
    const { data: profile } = await client
      .from('profiles')
      .select('username')
      .eq('id', user.id)
      .single();
    expect(profile).toEqual({ username: offlineName });
  });
});
