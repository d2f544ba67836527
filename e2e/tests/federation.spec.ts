import { REMOTE_NAMES, REMOTE_ROUTE_TABLE } from '@astro/shared/contract';
import { expect, signIn, test } from '../fixtures/test';

// page.route cannot see requests a service worker makes itself, and these tests cut remotes off
// with page.route; the worker's own behaviour is tested in shell-pwa.spec.ts.
test.use({ serviceWorkers: 'block' });

/** What a cold sign-in may take, and each page load after it, on a loaded two-core machine. */
const SIGN_IN_BUDGET_MS = 40_000;
const PAGE_BUDGET_MS = 30_000;

const concretePath = (path: string) =>
  path.replace(':chartId', '00000000-0000-4000-8000-000000000000');

test.describe('run-time composition', () => {
  test('the shell serves its own pages without loading any remote', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/')) remoteRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ancient wisdom meets AI');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(remoteRequests).toEqual([]);
    // The federation runtime is a chunk of its own, started by the first remote only.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.filter((path) => /^\/federation\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
  });

  test('a protected route redirects to /login and returns there after sign-in', async ({
    page,
  }) => {
    await page.goto('/learning');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill('user@example.com');
    await page.getByLabel('Password').fill('user-demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/learning$/);
    await expect(page.locator('[data-remote="learning"]')).toBeVisible();
  });

  // One test per remote, with a budget per page it walks: one sign-in serves the remote's routes,
  // and the remotes run in parallel.
  for (const remote of REMOTE_NAMES) {
    const routes = REMOTE_ROUTE_TABLE.filter((route) => route.remote === remote);
    test(`every ${remote} route renders from the ${remote} remote's own entry`, async ({
      page,
    }) => {
      test.setTimeout(SIGN_IN_BUDGET_MS + routes.length * PAGE_BUDGET_MS);
      await signIn(page);
      await expect(page).not.toHaveURL(/\/login$/);
      for (const route of routes) {
        const entryLoaded = page
          .waitForResponse((response) => response.url().includes(`/remotes/${remote}/`))
          .catch(() => null);
        await page.goto(concretePath(route.path));
        await expect(page.locator(`[data-remote="${remote}"]`), route.path).toBeVisible();
        // The page's module came from that remote's build, served under /remotes/<name>/.
        expect(await entryLoaded, `${route.path} loads code from remote ${remote}`).not.toBeNull();
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.endsWith('.js')),
        );
        expect(
          scripts.some((name) => name.includes(`/remotes/${remote}/remoteEntry.js`)),
          route.path,
        ).toBe(true);
      }
    });
  }

  test('shared singletons are loaded once across shell and remotes', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signIn(page);
    await page.goto('/calculate');
    await expect(page.locator('[data-remote="charts"]')).toBeVisible();
    await page.goto('/learning');
    await expect(page.locator('[data-remote="learning"]')).toBeVisible();
    const { loaded, providers } = await page.evaluate(() => {
      type ShareInfo = { loaded?: boolean; from: string };
      const federation = (
        globalThis as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
            __INSTANCES__?: { name: string; options: { shared: Record<string, unknown[]> } }[];
          };
        }
      ).__FEDERATION__;
      // `from` is the app that loaded a module first; `options.shared` is what each app provides.
      const loaded: Record<string, string[]> = {};
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const info of Object.values(versions)) {
              if (info.loaded) (loaded[name] ??= []).push(info.from);
            }
          }
        }
      }
      const providers: Record<string, string[]> = {};
      for (const instance of federation?.__INSTANCES__ ?? []) {
        for (const [name, offers] of Object.entries(instance.options.shared)) {
          if (offers.length > 0) (providers[name] ??= []).push(instance.name);
        }
      }
      return { loaded, providers };
    });
    // The router is not shared as a package: it lives inside @astro/shared (see shared/src/router).
    for (const name of [
      'react',
      'react-dom',
      '@reduxjs/toolkit',
      'react-redux',
      '@supabase/supabase-js',
      '@astro/shared',
      '@emotion/react',
    ]) {
      // Each share scope records where its copy came from; one provider means one copy at run time.
      expect([...new Set(loaded[name] ?? [])], name).toEqual(['shell']);
    }
    // The shell uses its MUI directly and only provides it: the remotes, which bundle none, load
    // these through the share scope, and the shell is the one app that offers them.
    for (const name of ['@mui/material/Button', '@mui/material/Typography']) {
      expect(loaded[name] ?? [], name).not.toEqual([]);
      expect(providers[name], name).toEqual(['shell']);
    }
    expect(
      errors.filter((text) => /Invalid hook call|more than one copy of React/i.test(text)),
    ).toEqual([]);
  });

  test('unknown paths get the not-found page', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page.getByRole('heading', { name: 'Under Construction' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('a lazy page shows Loading... while its code arrives', async ({ page }) => {
    await signIn(page);
    await expect(page).not.toHaveURL(/\/login$/);
    // The remote's code is held back until the test has seen the page wait for it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/admin/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/creators');
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.locator('[data-remote="admin"]')).toHaveCount(0);
    release();
    await expect(page.locator('[data-remote="admin"]')).toBeVisible();
  });
});

test.describe('failure isolation', () => {
  test('a dead remote shows Retry while the shell and other remotes work, and Retry recovers', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).not.toHaveURL(/\/login$/);
    let chartsDown = true;
    await page.route('**/remotes/charts/**', (route) =>
      chartsDown ? route.abort('connectionrefused') : route.continue(),
    );

    await page.goto('/calculate');
    const alert = page.getByRole('alert').filter({ hasText: 'Charts is unavailable right now' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();

    // Another remote still works while charts is down.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.goto('/learning');
    await expect(page.locator('[data-remote="learning"]')).toBeVisible();

    await page.goto('/calculate');
    await expect(alert).toBeVisible({ timeout: 20_000 });
    chartsDown = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="charts"]')).toBeVisible();
    await expect(alert).toBeHidden();
  });
});
