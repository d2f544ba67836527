import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDirectory } from '../fixtures/static-server';
import { expect, signIn, test } from '../fixtures/test';

const projectRoot = join(__dirname, '..', '..');

function pointRemotes(overrides: Record<string, string>) {
  const file = process.env.E2E_REMOTES_CONFIG;
  if (!file) throw new Error('E2E_REMOTES_CONFIG is not set');
  writeFileSync(file, JSON.stringify(overrides));
}

/** Builds one remote with a version marker into its own folder, as a CI job would for a deploy. */
function buildRemote(remote: string, version: string): string {
  const outDir = mkdtempSync(join(tmpdir(), `astro-${remote}-${version}-`));
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', outDir], {
    cwd: join(projectRoot, `remote-${remote}`),
    env: { ...process.env, BUILD_VERSION: version, NODE_OPTIONS: '--no-deprecation' },
    stdio: 'pipe',
  });
  return outDir;
}

test.describe.configure({ mode: 'serial' });

test.afterEach(() => pointRemotes({}));

test('a remote deploys on its own: re-pointing env-config serves the new build, the shell is untouched', async ({ page }) => {
  test.setTimeout(240_000);
  const newBuild = buildRemote('learning', '9.9.9-e2e');
  const cdn = await serveDirectory(newBuild);
  try {
    await signIn(page);
    await expect(page).not.toHaveURL(/\/login$/);
    const shellScripts = async () =>
      page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src).filter((src) => !src.includes('/remotes/')));

    await page.goto('/learning');
    const learning = page.locator('[data-remote="learning"]');
    await expect(learning).toHaveAttribute('data-remote-version', '1.0.0');
    const shellBefore = await shellScripts();

    pointRemotes({ learning: `${cdn.url}/remoteEntry.js` });
    await page.reload();
    await expect(learning).toHaveAttribute('data-remote-version', '9.9.9-e2e');
    expect(await shellScripts()).toEqual(shellBefore);

    // Rolling back is the same move.
    pointRemotes({});
    await page.reload();
    await expect(learning).toHaveAttribute('data-remote-version', '1.0.0');
  } finally {
    await cdn.close();
  }
});

test('a remote whose URL is dead shows Retry, and Retry recovers once it is back', async ({ page }) => {
  test.setTimeout(120_000);
  const placeholder = await serveDirectory(join(projectRoot, 'remote-charts', 'dist'));
  const { port } = placeholder;
  await placeholder.close();
  pointRemotes({ charts: `http://127.0.0.1:${port}/remoteEntry.js` });

  await signIn(page);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/charts');
  const alert = page.getByRole('alert').filter({ hasText: 'Charts is unavailable right now' });
  await expect(alert).toBeVisible({ timeout: 30_000 });

  // The shell and the other remotes keep working.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/charts');
  await expect(alert).toBeVisible({ timeout: 30_000 });
  const cdn = await serveDirectory(join(projectRoot, 'remote-charts', 'dist'), port);
  try {
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="charts"]')).toBeVisible();
  } finally {
    await cdn.close();
  }
});
