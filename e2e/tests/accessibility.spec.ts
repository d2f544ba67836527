import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, expect, signIn, test } from '../fixtures/test';
import { saveAndOpenChart } from './chart-helpers';

const THEMES = ['light', 'dark', 'quantum', 'mystic', 'space', 'ancient'] as const;
/** The theme a new visitor gets. */
const DEFAULT_THEME: (typeof THEMES)[number] = 'space';

/** Text on the page, or an element, that shows its content has loaded. */
type Ready = string | RegExp | ((page: Page) => Locator);

/** Every public page, each with something that shows its content has loaded. */
const PUBLIC_PAGES: { path: string; ready: Ready }[] = [
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
  { path: '/accuracy', ready: 'Placidus houses' },
  { path: '/no-such-page', ready: 'Under Construction' },
  { path: '/login', ready: 'Forgot password?' },
  { path: '/signup', ready: 'Already have an account?' },
];

/** Every signed-in page but those about one saved chart (see `chartPages`). */
const SIGNED_IN_PAGES: { path: string; ready: Ready }[] = [
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
  { path: '/super-chat', ready: 'Choose a Grok model or a brain and start a conversation.' },
  { path: '/send-to-ai-demo', ready: 'The Saturn return' },
];

const SWEEP_PAGE_BUDGET_MS = 20_000;

/** The pages about one saved chart, each ready once its calculation is drawn. */
const chartPages = (id: string): { path: string; ready: Ready }[] => [
  { path: `/charts/${id}`, ready: (page) => page.getByTestId('chart-wheel') },
  {
    path: `/charts/${id}/transits`,
    ready: (page) => page.locator('[data-testid="transit-timeline"][data-computed-in]'),
  },
  { path: `/charts/${id}/progressions`, ready: (page) => page.getByTestId('progressions-summary') },
  { path: `/charts/${id}/returns`, ready: (page) => page.locator('[data-return]') },
];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Goes to `path` inside the app, as a click on a link would (no reload), and waits for it. */
async function openInApp(page: Page, path: string, ready: Ready) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shown = typeof ready === 'function' ? ready(page) : page.getByText(ready);
  try {
    await expect(shown.first()).toBeVisible({ timeout: 30_000 });
  } catch (failure) {
    // Only the end of a CI log is kept: say there what the page showed instead.
    const seen = await page
      .locator('main')
      .first()
      .innerText({ timeout: 2_000 })
      .catch(() => '(no main landmark)');
    throw new Error(
      `${path} never showed ${String(ready)}; at ${page.url()} the page showed:\n` +
        seen.replace(/\s+/g, ' ').slice(0, 600),
      { cause: failure },
    );
  }
}

/** Rules whose outcome depends on the theme's colours; every other rule checks structure. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Every axe violation on the page, whatever its impact, one line each. `rules` narrows the run to
 * those rules; `inPageOnly` runs axe in the page alone, for a page without frames.
 */
async function violationsOn(
  page: Page,
  path: string,
  { rules, inPageOnly = false }: { rules?: string[]; inPageOnly?: boolean } = {},
): Promise<string[]> {
  // A control that has just changed state (a button enabled once its data arrives) fades between
  // its colours; contrast read halfway through that fade is neither colour's.
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a instanceof CSSTransition),
    undefined,
    { timeout: 10_000 },
  );
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules(rules);
  else builder.withTags(AXE_TAGS);
  // By default axe collects results frame by frame and merges them in a blank page of its own,
  // which costs about half a second a run; with no frames on the page there is nothing to merge.
  if (inPageOnly) builder.setLegacyMode();
  const { violations } = await builder.analyze();
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
        // As in the signed-in sweep: the full rule set in the default theme, colours elsewhere.
        const rules = theme === DEFAULT_THEME ? undefined : COLOUR_RULES;
        found.push(
          ...(await violationsOn(page, path, { rules, inPageOnly: page.frames().length === 1 })),
        );
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

test.describe('accessibility of the signed-in pages', () => {
  // One signed-in page serves the six sweeps, one test (and one time budget) per theme: a sign-in
  // and a saved chart cost as much as a sweep, and six sweeps in a single test took most of a
  // five-minute budget on a two-core machine.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let chartId: string;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    page = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
    await signIn(page, DEMO_ADMIN);
    // A chart saved as a person saves one, for the pages about a saved chart.
    chartId = await saveAndOpenChart(page, `Sweep chart ${Date.now().toString(36)}`);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });

  // Default theme first: the others are then picked as a person would, from the theme menu.
  for (const theme of [DEFAULT_THEME, ...THEMES.filter((name) => name !== DEFAULT_THEME)]) {
    test(`no axe violations signed-in in the ${theme} theme`, async () => {
      // A budget per page swept: CI measured about 7 s a page, up to 12 under load.
      test.setTimeout((SIGNED_IN_PAGES.length + chartPages(chartId).length) * SWEEP_PAGE_BUDGET_MS);
      if (theme !== DEFAULT_THEME) {
        await page.getByRole('button', { name: 'Choose theme' }).click();
        await page
          .getByRole('menuitemradio', { name: theme[0]!.toUpperCase() + theme.slice(1) })
          .click();
      }
      await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', theme);
      // Landmarks, names and heading order come from the same markup in every theme, so the full
      // rule set runs in the default theme only; the other themes only change colours.
      const rules = theme === DEFAULT_THEME ? undefined : COLOUR_RULES;
      const found: string[] = [];
      for (const { path, ready } of [...SIGNED_IN_PAGES, ...chartPages(chartId)]) {
        // In-app navigation, as a person clicking through: one load of each remote serves all.
        await openInApp(page, path, ready);
        // Checked on every page, so a frame added to one later is still swept frame by frame.
        const inPageOnly = page.frames().length === 1;
        found.push(...(await violationsOn(page, path, { rules, inPageOnly })));
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
