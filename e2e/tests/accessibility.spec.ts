import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';

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

test.describe('accessibility of the public pages', () => {
  for (const theme of THEMES) {
    test(`no serious or critical axe violations in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(180_000);
      // The shell reads the theme from local storage at start-up.
      await page.addInitScript((name) => window.localStorage.setItem('theme', name), theme);
      const found: string[] = [];
      await page.goto('/');
      for (const { path, ready } of PUBLIC_PAGES) {
        // In-app navigation, as a visitor clicking through: no reload between pages.
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(ready).first()).toBeVisible();
        if (path === '/faq')
          await page.getByRole('button', { name: 'Does the app work offline?' }).click();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        for (const violation of violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes
            .slice(0, 5)
            .map((node) => node.target.join(' '))
            .join(' | ');
          found.push(
            `${path}: ${violation.id} (${violation.impact}) — ${violation.help} — ${targets}`,
          );
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
