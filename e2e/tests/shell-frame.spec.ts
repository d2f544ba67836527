import { devices } from '@playwright/test';
import { DEMO_USER, expect, signIn, test } from '../fixtures/test';

test.describe('app frame', () => {
  test('the theme choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Choose theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Ancient' }).click();
    const frame = page.locator('[data-theme]');
    await expect(frame).toHaveAttribute('data-theme', 'ancient');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'ancient');
    await expect(page.locator('[data-logo]')).toHaveAttribute('data-logo', 'ancient');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('ancient');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    await page.getByRole('button', { name: 'Choose theme' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Ancient' })).toHaveAttribute('aria-checked', 'true');
  });

  test('the status icon turns offline when the health checks fail', async ({ page }) => {
    await page.route('**/functions/v1/**/health', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"down"}' }),
    );
    await page.route('**/functions/v1/health', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"down"}' }),
    );
    await page.goto('/');
    const status = page.getByTestId('system-status');
    await expect(status).toHaveAttribute('data-status', 'offline');
    await expect(status).toHaveAccessibleName('Chat services are currently offline');
  });

  test('the status icon is online when the health checks answer ok', async ({ page }) => {
    await page.route('**/health', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"ok"}' }),
    );
    await page.goto('/');
    const status = page.getByTestId('system-status');
    await expect(status).toHaveAttribute('data-status', 'online');
    await expect(status).toHaveAccessibleName('All systems functional');

    // Keyboard users reach it too: focus shows the same words as a tooltip.
    await status.focus();
    await expect(page.getByRole('tooltip')).toHaveText('All systems functional');
  });

  test('the home hero offers the dashboard to someone signed in, and sign-in to visitors', async ({
    page,
  }) => {
    await signIn(page, DEMO_USER, '/login');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Open dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  });

  test('keyboard focus shows a ring, and lands on the new page heading after navigation and sign-in', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const appDetails = page.getByRole('banner').getByRole('link', { name: 'App Details' });
    for (let i = 0; i < 30 && !(await appDetails.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(appDetails).toBeFocused();
    const ring = await appDetails.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring).toEqual({ style: 'solid', width: '3px' });
    // A picture for the report, not a check: it may be missing rather than wait out the test.
    const banner = await page
      .getByRole('banner')
      .screenshot({ timeout: 15_000 })
      .catch(() => null);
    if (banner) await testInfo.attach('focus-ring', { body: banner, contentType: 'image/png' });

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app-details$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await signIn(page, DEMO_USER, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  });

  test('menus work with the keyboard alone', async ({ page }) => {
    await signIn(page, DEMO_USER, '/login');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'App Features' })).toBeVisible();

    /** Tabs forward until the element with this accessible name has the focus. */
    const tabTo = async (name: string) => {
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
        });
        if (focused === name) return;
      }
      throw new Error(`could not reach ${name} with Tab`);
    };

    await tabTo('App Features');
    await page.keyboard.press('Enter');
    const features = page.getByRole('menu', { name: 'App Features' });
    await expect(features.getByRole('menuitem')).toHaveText(['Calculate', 'Brains', 'Chat', 'Grok', 'Charts', 'Chat History', 'Learning']);
    await expect(features.getByRole('menuitem', { name: 'Calculate' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(features.getByRole('menuitem', { name: 'Brains' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(features).toBeHidden();
    await expect(page.getByRole('button', { name: 'App Features' })).toBeFocused();

    await tabTo('Resources');
    await page.keyboard.press('Enter');
    const resources = page.getByRole('menu', { name: 'Resources' });
    await expect(resources.getByRole('menuitem', { name: 'Privacy Policy' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(resources.getByRole('menuitem', { name: 'Arcturus' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/arcturus$/);

    await page.goto('/');
    await tabTo('Account menu');
    await page.keyboard.press('Enter');
    const account = page.getByRole('menu', { name: 'Account' });
    await expect(account).toContainText(DEMO_USER.email);
    const labels = await account.getByRole('menuitem').allInnerTexts();
    expect(labels.map((l) => l.replace(/\s+/g, ' ').trim())).toEqual([
      'Profile',
      'Grok AI Assistant New',
      'Brains',
      'Charts',
      'Calculate Chart',
      'Threads',
      'Help & Support',
      'Log out',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(account.getByRole('menuitem', { name: 'Brains' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();
  });

  test('admins see Creators and Admin Panel and a role badge', async ({ page }) => {
    await signIn(page, { email: 'admin@example.com', password: 'admin-demo-password' }, '/login');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const account = page.getByRole('menu', { name: 'Account' });
    await expect(account.getByRole('menuitem', { name: 'Creators' })).toBeVisible();
    await expect(account.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
    await expect(account.locator('[data-role-badge="admin"]')).toHaveText('Admin');
  });

  test('breadcrumbs show on nested pages only; back-to-top appears after scrolling', async ({ page }) => {
    await page.goto('/legal/privacy-policy');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('Legal');
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

    await page.goto('/legal/privacy-policy');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 600);
    });
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the theme picker sits higher on chat pages', async ({ page }) => {
    await signIn(page, DEMO_USER, '/login');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto('/');
    const controls = page.getByTestId('floating-controls');
    await expect(controls).toHaveAttribute('data-raised', 'false');
    const homeBottom = await controls.evaluate((el) => el.getBoundingClientRect().bottom);
    await page.goto('/grok');
    await expect(controls).toHaveAttribute('data-raised', 'true');
    const chatBottom = await controls.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(chatBottom).toBeLessThan(homeBottom - 50);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: devices['iPhone 13'].viewport, userAgent: devices['iPhone 13'].userAgent, isMobile: true, hasTouch: true });

    test('the side menu replaces the top-bar links and holds sign-in, the theme and a close button', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'App Features' })).toBeHidden();
      // No floating button covers the content on a phone: the theme is in the side menu.
      await expect(page.getByRole('button', { name: 'Choose theme' })).toBeHidden();
      const open = page.getByRole('button', { name: 'Open navigation menu' });
      await open.click();
      await page.getByRole('button', { name: 'Close navigation menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();

      await open.click();
      await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Mystic' }).click();
      await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'mystic');
      await expect(page.getByRole('radio', { name: 'Mystic' })).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/login$/);

      await open.click();
      const side = page.getByRole('navigation', { name: 'Site' });
      await expect(side.getByRole('link', { name: 'Grok', exact: true })).toHaveAttribute('href', '/grok');
      await side.getByRole('link', { name: 'Learning' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('the iOS install banner shows the three steps and hides after 15 s', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      const banner = page.getByTestId('install-banner');
      await expect(banner).toBeVisible();
      // Freeze the page's clock the moment the banner is seen; from here only runFor moves it.
      const seenAt = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(seenAt + 500);
      await expect(banner).toContainText('Share button');
      await expect(banner).toContainText('Add to Home Screen');
      await expect(banner).toContainText('Tap Add.');
      await page.clock.runFor(12_000);
      await expect(banner).toBeVisible();
      await page.clock.runFor(3_500);
      await expect(banner).toBeHidden();
      // Having been seen in full, it stays away on the next cold start…
      await page.clock.resume();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
      await expect(page.getByTestId('install-banner')).toHaveCount(0);
      // …and offers itself again some days later (hiding on its own is not a dismissal).
      await page.clock.setSystemTime(seenAt + 8 * 86_400_000);
      await page.reload();
      await expect(page.getByTestId('install-banner')).toBeVisible();
    });

    test('a dismissed install banner stays away', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Dismiss install banner' }).click();
      await expect(page.getByTestId('install-banner')).toBeHidden();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
      await expect(page.getByTestId('install-banner')).toHaveCount(0);
    });
  });
});
