import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/** A fresh address per test: tests run in parallel on one database. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
}

/** Waits for the newest mail to `to` whose subject matches and that holds what `pick` looks for. */
async function readMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  after: number,
  pick: (mail: Mail) => string | undefined,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_dev/mail?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        const mail = mails.find((m) => subject.test(m.subject) && Date.parse(m.created_at) >= after);
        found = mail && pick(mail);
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** Waits for the newest mail to `to` whose subject matches, and returns its auth link. */
export function mailLink(request: APIRequestContext, to: string, subject: RegExp, after = 0): Promise<string> {
  return readMail(request, to, subject, after, (mail) => mail.links.find((l) => l.includes('/auth/v1/verify')));
}

/** Like `mailLink`, for the 6-digit code printed beside the link. */
export function mailCode(request: APIRequestContext, to: string, subject: RegExp, after = 0): Promise<string> {
  return readMail(request, to, subject, after, (mail) => /Or enter this code: (\d{6})/.exec(mail.text)?.[1]);
}

export const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications' }).locator('[role=status],[role=alert]').filter({ hasText: title });

/** Signs up through the form, confirms through the dev mailbox, and ends signed in. */
export async function signUpAndConfirm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Account created')).toContainText('Please check your email to verify your account.');
  const link = await mailLink(page.request, email, /confirm/i);
  // A new account is greeted as such, not welcomed "back". The greeting shows for five seconds
  // while the app is still starting, so it is looked for from the moment the link is opened:
  // waiting for the navigation to settle first took six seconds on a busy machine.
  await Promise.all([
    expect(toast(page, 'Welcome!')).toContainText('Your account is ready and you are signed in.'),
    page.goto(link),
  ]);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Signed out')).toContainText('You have been successfully signed out.');
}
