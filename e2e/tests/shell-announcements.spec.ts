import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, signIn, test } from '../fixtures/test';

let admin: SupabaseClient;
const created: string[] = [];

test.beforeAll(() => {
  admin = createClient(process.env.E2E_BASE_URL!, process.env.E2E_SERVICE_ROLE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
});

test.afterAll(async () => {
  if (created.length) await admin.from('wizard_announcements').delete().in('id', created);
});

async function insertAnnouncement(values: Record<string, unknown>): Promise<string> {
  const { data, error } = await admin.from('wizard_announcements').insert(values).select('id').single();
  if (error) throw new Error(`insert failed: ${error.message}`);
  created.push(data.id as string);
  return data.id as string;
}

const unreadCount = async (name: string | null) => Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);

test.describe('announcements', () => {
  test('an inserted announcement appears live, marked Important, and a click lowers the badge', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Announcements/ });
    await expect(bell).toHaveAttribute('data-live', 'true');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Announcements' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(400);

    const title = `Total eclipse tonight ${Date.now()}`;
    await insertAnnouncement({
      title,
      content: 'Watch from **21:40 UTC**. Details on [the eclipse page](https://astro.example/eclipse).',
      type: 'warning',
      priority: 95,
    });
    // The panel stays open: the item can only come from the realtime subscription.
    const item = panel.getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expect(item).toContainText('Important');
    await expect(item).toHaveAttribute('data-tone', 'warning');
    await expect(item.getByRole('link', { name: 'the eclipse page' })).toHaveAttribute('href', 'https://astro.example/eclipse');

    // While the popover is open the page behind it is hidden from the accessibility tree.
    const bellButton = page.locator('button[data-live]');
    const before = await unreadCount(await bellButton.getAttribute('aria-label'));
    await expect(item).toHaveAttribute('data-unread', 'true');
    await item.getByRole('button', { name: `${title} (unread)` }).click();
    await expect(item).toHaveAttribute('data-unread', 'false');
    await expect.poll(async () => unreadCount(await bellButton.getAttribute('aria-label'))).toBe(before - 1);
    await expect(panel).toContainText(`${before - 1} unread`);
    const read = await page.evaluate(() => JSON.parse(localStorage.getItem('read_announcements') ?? '[]') as string[]);
    expect(read.length).toBeGreaterThan(0);
  });

  test('without a realtime socket the list loads when the panel opens', async ({ page }) => {
    await page.routeWebSocket(/\/realtime\/v1\//, (socket) => socket.close());
    await signIn(page);
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Announcements/ });
    await expect(bell).toBeVisible();
    const title = `Mercury retrograde ${Date.now()}`;
    await insertAnnouncement({ title, content: 'Back up your files.', type: 'info', priority: 20 });
    await insertAnnouncement({ title: `${title} (expired)`, content: 'gone', priority: 99, expires_at: new Date(Date.now() - 60_000).toISOString() });
    await insertAnnouncement({ title: `${title} (inactive)`, content: 'hidden', priority: 99, is_active: false });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Announcements' });
    const items = panel.getByRole('listitem').filter({ hasText: title });
    await expect(items).toHaveCount(1);
    await expect(items).not.toContainText('Important');
    await expect(items).toHaveAttribute('data-tone', 'info');
  });

  test('a visitor reads them without the Supabase client; they go live once signed in', async ({ page }) => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Announcements/ });
    await expect(bell).toHaveAttribute('data-live', 'false');
    const title = `New moon circle ${Date.now()}`;
    await insertAnnouncement({ title, content: 'Join us online.', type: 'success', priority: 30 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Announcements' });
    await expect(panel.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    // The list came through PostgREST alone: no realtime socket, no supabase-js download.
    expect(sockets).toEqual([]);
    const supabaseScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/supabase\.[0-9a-f]+\.js$/.test(path)),
    );
    expect(supabaseScripts).toEqual([]);
    await page.keyboard.press('Escape');

    await signIn(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Announcements/ })).toHaveAttribute('data-live', 'true');
    expect(sockets.some((url) => url.includes('/realtime/v1/'))).toBe(true);
  });

  test('announcement markdown is sanitized', async ({ page }) => {
    const title = `Markup check ${Date.now()}`;
    await insertAnnouncement({
      title,
      content: '<img src=x onerror="window.__pwned=1"> [bad](javascript:window.__pwned=1) *fine*',
      type: 'error',
      priority: 10,
    });
    await page.goto('/');
    await page.getByRole('button', { name: /^Announcements/ }).click();
    const item = page.getByRole('dialog', { name: 'Announcements' }).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('<img src=x');
    await expect(item.locator('img')).toHaveCount(0);
    await expect(item.locator('a')).toHaveCount(0);
    await expect(item.locator('em')).toHaveText('fine');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
