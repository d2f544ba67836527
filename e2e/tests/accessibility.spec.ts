import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, signIn, test } from '../fixtures/test';

const THEMES = ['light', 'dark', 'quantum', 'mystic', 'space', 'ancient'] as const;

/** Every public page, each with something that shows its content has loaded. */
const PUBLIC_PAGES: { path: string; ready: string | RegExp }[] = [
  { path: '/', ready: 'What our users say' },
  { path: '/app-details', ready: 'What you can do' },
  { path: '/app-details?tab=install', ready: 'iPhone and iPad' },
  { path: '/app-details?tab=compare', ready: 'Mobile app or web app?' },
  { path: '/astrology', ready: 'How a chart is read' },
  { path: '/arcturus', ready: 'Why Birth Time Matters' },
  { path: '/content/why-birth-time-matters', ready: 'noon chart' },
  { path: '/content/no-such-work', ready: 'Browse the library' },
  { path: '/legal', ready: 'Terms of Service' },
  { path: '/legal/privacy-policy', ready: 'Deleting your account' },
  { path: '/legal/terms-of-service', ready: 'Acceptable use' },
  { path: '/legal/compliance', ready: 'AI transparency' },
  { path: '/faq', ready: 'How accurate are the chart calculations?' },
  { path: '/contact', ready: 'Other ways to get help' },
  { path: '/support', ready: 'Quick fixes' },
  { path: '/accessibility', ready: 'Known limitations' },
  { path: '/app-licenses', ready: /\d+ packages/ },
  { path: '/no-such-page', ready: 'Under Construction' },
];

/** Every signed-in page (those about one saved chart are checked by the charts tests on a phone). */
const SIGNED_IN_PAGES: { path: string; ready: string | RegExp }[] = [
  { path: '/dashboard', ready: 'Recent charts' },
  { path: '/profile', ready: 'Name and picture' },
  { path: '/calculate', ready: 'Birth place' },
  { path: '/charts', ready: /No saved charts yet|\d+ charts?/ },
  { path: '/synastry', ready: 'Synastry' },
  { path: '/brains', ready: 'Brains' },
  { path: '/chat', ready: 'Brain Chat' },
  { path: '/grok', ready: 'Grok AI Assistant' },
  { path: '/threads', ready: 'Chat History' },
  { path: '/learning', ready: 'lessons completed' },
  { path: '/learning/brain-info', ready: 'How answers are grounded and cited' },
  { path: '/admin', ready: 'Contact Messages' },
  { path: '/creators', ready: 'Creators' },
];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Goes to `path` inside the app, as a click on a link would (no reload), and waits for it. */
async function openInApp(page: Page, path: string, ready: string | RegExp) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(ready).first()).toBeVisible({ timeout: 20_000 });
}

/** Every axe violation on the page, whatever its impact, one line each. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => node.target.join(' '))
      .join(' | ');
    return `${path}: ${violation.id} (${violation.impact}) — ${violation.help} — ${targets}`;
  });
}

/** Whether the page scrolls sideways at the current viewport. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

test.describe('accessibility of the public pages', () => {
  for (const theme of THEMES) {
    test(`no axe violations in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(180_000);
      // The shell reads the theme from local storage at start-up.
      await page.addInitScript((name) => window.localStorage.setItem('theme', name), theme);
      const found: string[] = [];
      await page.goto('/');
      for (const { path, ready } of PUBLIC_PAGES) {
        // In-app navigation, as a visitor clicking through: no reload between pages.
        await openInApp(page, path, ready);
        if (path === '/faq')
          await page.getByRole('button', { name: 'Does the app work offline?' }).click();
        found.push(...(await violationsOn(page, path)));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

test.describe('layout', () => {
  test('no page scrolls sideways at 1280 px or at 375 px, signed out or in', async ({ page }) => {
    test.setTimeout(240_000);
    const wide: string[] = [];
    const check = async (pages: typeof PUBLIC_PAGES) => {
      for (const { path, ready } of pages) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
          await openInApp(page, path, ready);
          if (await overflowsSideways(page)) wide.push(`${path} at ${width} px`);
        }
      }
    };
    await page.goto('/');
    await check(PUBLIC_PAGES);
    await signIn(page, DEMO_ADMIN);
    await check(SIGNED_IN_PAGES);
    expect(wide, wide.join('\n')).toEqual([]);
  });
});
