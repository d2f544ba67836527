import type { Page } from '@playwright/test';
import { createConfirmedUser } from '../fixtures/users';
import { expect, signIn, test } from '../fixtures/test';
import { saveChart } from './chart-helpers';

/** Einstein: 14 March 1879, 11:30, Ulm. astro.com casts Ascendant 11°38′ Cancer, Venus in the 10th. */
async function fillEinstein(page: Page) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Albert Einstein');
  await page.getByRole('textbox', { name: 'Birth date' }).fill('1879-03-14');
  await page.getByRole('textbox', { name: 'Birth time', exact: true }).fill('11:30');
  const place = page.getByRole('combobox', { name: 'Birth place' });
  await place.click();
  await place.pressSequentially('Ulm', { delay: 30 });
  const option = page.getByRole('option', { name: /^Ulm, .*Germany/ }).first();
  await expect(option).toBeVisible({ timeout: 30_000 });
  await option.click();
}

const venusHouse = (page: Page) =>
  page
    .getByRole('table', { name: 'Planet positions' })
    .locator('[data-body="venus"] [data-column="house"]');

function ascendantRow(page: Page) {
  return page
    .getByRole('table', { name: /house cusps and angles/ })
    .getByRole('row', { name: /^Ascendant/ });
}

test.describe('the birth clock', () => {
  test('a birth before standard time is read by the birthplace’s own mean time, and a fixed offset from the record can replace it', async ({
    page,
  }) => {
    const user = await createConfirmedUser('birth-clock');
    await signIn(page, user);
    await page.goto('/calculate');
    // The atlas knows the names on old records: Kiev is Kyiv, not a village near Moscow.
    const place = page.getByRole('combobox', { name: 'Birth place' });
    await place.click();
    await place.pressSequentially('Kiev', { delay: 30 });
    await expect(page.getByRole('option').first()).toContainText('Kyiv, Kyiv City, Ukraine', {
      timeout: 30_000,
    });
    await expect(page.getByRole('option').first()).toContainText('Also called “Kiev”');
    await place.fill('');
    await fillEinstein(page);
    // Ulm kept its own mean time in 1879, not Berlin's UTC+0:53:28.
    await expect(page.getByTestId('local-time')).toContainText(
      'local mean time (LMT) at the place’s longitude 9°59′ E, UTC+0:39:58, so 1879-03-14 10:50:02 UT.',
    );
    await page.getByRole('button', { name: 'Calculate chart' }).click({ timeout: 60_000 });
    await expect(page.getByTestId('chart-wheel')).toBeVisible();
    await expect(ascendantRow(page)).toContainText('Cancer');
    await expect(ascendantRow(page)).toContainText('11°');
    await expect(ascendantRow(page)).toContainText('38′');
    await expect(venusHouse(page)).toHaveText('10');
    // Venus only just crossed into the 10th: the chart says so, in Ulm's clock time.
    await expect(
      page.getByTestId('birth-time-sensitivity').locator('[data-factor="house-venus"]'),
    ).toHaveText(/^Venus in the 10th house for births from 11:2\d on; in the 11th house before\.$/);
    await expect(page.getByTestId('birth-details')).toContainText(
      'local mean time (LMT) at the place’s longitude 9°59′ E',
    );

    // The record states its own standard: one hour ahead of Greenwich.
    await page.getByRole('button', { name: 'Correct the coordinates or the clock' }).click();
    await page.getByRole('radio', { name: /A fixed offset from Universal Time/ }).check();
    await page.getByRole('textbox', { name: 'UTC offset' }).fill('+1:99');
    await page.getByRole('textbox', { name: 'UTC offset' }).blur();
    await expect(
      page.getByText(
        'Enter the offset from UT as +HH:MM, e.g. +01:00 or −04:30 (at most 14 hours)',
      ),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'UTC offset' }).fill('+01:00');
    await expect(page.getByTestId('local-time')).toContainText(
      '1879-03-14 11:30 is read with the fixed offset you set, UTC+1, so 1879-03-14 10:30 UT.',
    );
    await page.getByRole('button', { name: 'Calculate chart' }).click();
    await expect(page.getByTestId('birth-details')).toContainText(
      'the fixed offset you set, UTC+1 (1879-03-14 10:30 UT)',
    );
    // Twenty minutes earlier, the Ascendant is no longer at 11°38′.
    await expect(ascendantRow(page)).not.toContainText('38′');

    // The rule is kept with the chart and shown when it is opened again.
    await saveChart(page);
    await page.goto('/charts');
    await page
      .getByRole('list', { name: 'Saved charts' })
      .getByRole('link', { name: 'Albert Einstein' })
      .click();
    await expect(page).toHaveURL(/\/charts\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('birth-details')).toContainText(
      'the fixed offset you set, UTC+1 (1879-03-14 10:30 UT)',
    );
    await page.getByRole('link', { name: /Edit birth data/ }).click();
    await expect(page.getByRole('textbox', { name: 'UTC offset' })).toHaveValue('+01:00');
  });
});

test('a birth before the Gregorian reform is read as a Julian date, cast, saved and opened again', async ({
  page,
}) => {
  const user = await createConfirmedUser('julian-birth');
  await signIn(page, user);
  await page.goto('/calculate');
  // Galileo: 15 February 1564 (Julian), about 15:30, Pisa.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Galileo Galilei');
  await page.getByRole('textbox', { name: 'Birth date' }).fill('1564-02-15');
  await expect(
    page.getByText('Julian calendar date (before 15 October 1582): 1564-02-25 Gregorian'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Birth time', exact: true }).fill('15:30');
  const place = page.getByRole('combobox', { name: 'Birth place' });
  await place.click();
  await place.pressSequentially('Pisa', { delay: 30 });
  const option = page.getByRole('option', { name: /^Pisa, .*Italy/ }).first();
  await expect(option).toBeVisible({ timeout: 30_000 });
  await option.click();
  await expect(page.getByTestId('local-time')).toContainText(
    '1564-02-15 is a Julian calendar date (the Gregorian calendar began on 1582-10-15): 1564-02-25 in the Gregorian calendar.',
  );
  await expect(page.getByTestId('local-time')).toContainText('local mean time (LMT)');
  await page.getByRole('button', { name: 'Calculate chart' }).click({ timeout: 60_000 });
  await expect(page.getByTestId('chart-wheel')).toBeVisible();
  const sunSign = page
    .getByRole('table', { name: 'Planet positions' })
    .locator('[data-body="sun"] [data-column="sign"]');
  await expect(sunSign).toHaveText(/Pisces/);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.bin')) fetched.push(new URL(request.url()).pathname);
  });

  await saveChart(page);
  await page.goto('/charts');
  await page
    .getByRole('list', { name: 'Saved charts' })
    .getByRole('link', { name: 'Galileo Galilei' })
    .click();
  await expect(page).toHaveURL(/\/charts\/[0-9a-f-]{36}$/);
  await expect(sunSign).toHaveText(/Pisces/, { timeout: 60_000 });
  // The saved chart needs only its own century, not the 1800–2200 a modern page starts with.
  expect(fetched.filter((path) => !/-1500\./.test(path))).toEqual([]);
});
