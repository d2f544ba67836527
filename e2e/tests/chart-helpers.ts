import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/**
 * The birth data the chart pages document. `npm run -s chart -- --date 1990-05-15 --time 14:30
 * --tz Europe/London --lat 51.5074 --lon -0.1278` gives the Sun at 54.45637°, i.e. 24°27′ Taurus,
 * in house 9 (Placidus).
 */
export const LONDON_BIRTH = { date: '1990-05-15', time: '14:30', place: 'London, GB' };

/** Fills the form of /calculate (already open) as a user does, and waits for the wheel. */
export async function calculateChart(
  page: Page,
  name: string,
  options: { timeUnknown?: boolean } = {},
): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Birth date' }).fill(LONDON_BIRTH.date);
  if (options.timeUnknown) await page.getByRole('checkbox', { name: /Birth time unknown/ }).check();
  else await page.getByRole('textbox', { name: 'Birth time', exact: true }).fill(LONDON_BIRTH.time);
  const place = page.getByRole('combobox', { name: 'Birth place' });
  await place.click();
  await place.pressSequentially(LONDON_BIRTH.place, { delay: 30 });
  const option = page.getByRole('option', { name: /^London, England, United Kingdom/ }).first();
  await expect(option).toBeVisible({ timeout: 30_000 });
  await option.click();
  await expect(place).toHaveValue('London, England, United Kingdom');
  await page.getByRole('button', { name: 'Calculate chart' }).click({ timeout: 60_000 });
  await expect(page.getByTestId('chart-wheel')).toBeVisible();
}

/** Saves the chart on screen with "Save chart" and waits until it is stored. */
export async function saveChart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save chart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Chart saved.' })).toBeVisible();
}

/**
 * Calculates and saves a chart as a user does, then opens it from the list; returns its id.
 */
export async function saveAndOpenChart(page: Page, name: string): Promise<string> {
  await page.goto('/calculate');
  await calculateChart(page, name);
  await saveChart(page);
  await page.goto('/charts');
  await page.getByRole('list', { name: 'Saved charts' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/charts\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/')[2]!;
}
