import { chooseOption, expect, test } from '../fixtures/test';
import { saveAndOpenChart } from './chart-helpers';
import { freshEmail, signUpAndConfirm } from './shell-helpers';

test.describe('predictive views', () => {
  test('the transits page of a saved chart shows the year ahead and a bi-wheel that follows the date', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUpAndConfirm(page, freshEmail('transits'), 'stars-and-planets-42');
    const name = `Transit chart ${Date.now().toString(36)}`;
    await saveAndOpenChart(page, name);

    const views = page.getByRole('navigation', { name: 'Views of this chart' });
    await views.getByRole('link', { name: 'Transits' }).click();
    await expect(page).toHaveURL(/\/charts\/[0-9a-f-]{36}\/transits$/);
    await expect(page.getByRole('heading', { name: `Transits for ${name}` })).toBeVisible();

    // The year is computed off the page's thread, and lists real events around a marker for now.
    const timeline = page.getByTestId('transit-timeline');
    await expect(timeline).toHaveAttribute('data-computed-in', 'worker', { timeout: 60_000 });
    await expect(page.getByTestId('now-marker')).toBeVisible();
    const events = timeline.locator('li.event');
    await expect(events.first()).toBeVisible();
    expect(await events.count()).toBeGreaterThan(10);
    const aspects = timeline.locator('li.event[data-event-type="aspect"]');
    expect(await aspects.count()).toBeGreaterThan(0);
    await expect(aspects.first().locator('time')).toHaveAttribute('title', /UT/);

    // Filtering by a planet leaves only that planet's events.
    await chooseOption(page.getByRole('combobox', { name: 'Planet' }), 'Saturn');
    await expect(events.first()).toContainText('Saturn');
    for (const text of await events.allTextContents()) expect(text).toContain('Saturn');

    // The outer ring follows the chosen date.
    const wheel = page.getByTestId('bi-wheel');
    await expect(wheel).toBeVisible();
    await expect(wheel.locator('[data-ring-point]').first()).toBeAttached();
    await page.getByLabel('Transits on').fill('2031-03-21');
    await expect(
      page.getByRole('img', { name: /^Transits to the natal chart of .* on .*2031/ }),
    ).toBeVisible();

    // The chart and its events travel with Send to AI as structured data.
    const data = await page
      .locator('[data-send-to-ai-data]')
      .first()
      .getAttribute('data-send-to-ai-data');
    expect(data).toContain(name);
  });

  test('a synastry of two saved charts shows both wheels, the inter-aspect grid and the composite', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signUpAndConfirm(page, freshEmail('synastry'), 'stars-and-planets-42');
    const stamp = Date.now().toString(36);
    const first = `Ada ${stamp}`;
    const second = `Ben ${stamp}`;
    await saveAndOpenChart(page, first);
    await saveAndOpenChart(page, second);

    await page.goto('/charts');
    await page.getByRole('link', { name: 'Compare two charts' }).click();
    await expect(page).toHaveURL(/\/synastry/);
    await expect(page.getByTestId('synastry-prompt')).toBeVisible();
    await page.getByRole('combobox', { name: 'First chart (inner wheel)' }).click();
    await page.getByRole('option', { name: new RegExp(`^${first}`) }).click();
    await page.getByRole('combobox', { name: 'Second chart (outer wheel)' }).click();
    await page.getByRole('option', { name: new RegExp(`^${second}`) }).click();

    const grid = page.getByTestId('inter-aspect-grid');
    await expect(grid).toBeVisible({ timeout: 60_000 });
    // Two charts of the same moment meet in exact conjunctions along the diagonal.
    await expect(grid.locator('td[data-aspect="conjunction"]').first()).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: new RegExp(`^Synastry of ${first} \\(inside\\) and ${second} \\(outside\\)`),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`^Composite chart of ${first} and ${second}`) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/a=[0-9a-f-]{36}&b=[0-9a-f-]{36}|b=[0-9a-f-]{36}&a=[0-9a-f-]{36}/);
  });
});
