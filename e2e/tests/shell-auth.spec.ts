import { DEMO_USER, expect, test } from '../fixtures/test';
import { freshEmail, logOut, mailLink, signUpAndConfirm, toast } from './shell-helpers';

const PASSWORD = 'stars-and-planets-42';

test.describe('sign-in flows', () => {
  test('sign up, confirm through the mailbox, then reach a protected route', async ({ page }) => {
    const email = freshEmail('signup');
    await signUpAndConfirm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/learning');
    await expect(page).toHaveURL(/\/learning$/);
    await expect(page.locator('[data-remote="learning"]')).toBeVisible();
    // The user menu shows the e-mail and, with no username set, the one from the address.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu', { name: 'Account' })).toContainText(email);
  });

  test('a wrong password gets the destructive error toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const error = toast(page, 'Authentication Error');
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).toHaveAttribute('data-variant', 'destructive');
    await expect(error).toContainText(/invalid/i);
    await expect(page).toHaveURL(/\/login$/);
    // Said once: the toast, not a second copy in the form.
    await expect(page.getByText('Invalid login credentials')).toHaveCount(1);
  });

  test('sign out, then open a magic link in a new tab and land on the page asked for', async ({ page, context }) => {
    const email = freshEmail('magic');
    await signUpAndConfirm(page, email, PASSWORD);
    await logOut(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/threads');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'E-mail me a link instead' }).click();
    await page.getByLabel('E-mail').fill(email);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText(`we sent a sign-in link and a 6-digit code to ${email}`)).toBeVisible();
    // A mail app opens links in a new tab, which shares no session storage with this one.
    const tab = await context.newPage();
    const link = await mailLink(page.request, email, /sign-in link/i, sentAt);
    // The greeting shows for five seconds while the app starts: looked for from the moment the
    // link is opened, not after the navigation settles (which can take longer on a busy machine).
    await Promise.all([expect(toast(tab, 'Welcome back!')).toBeVisible(), tab.goto(link)]);
    await expect(tab).toHaveURL(/\/threads$/);
  });

  test('a confirmation link opened again while signed in says so, without an error', async ({ page }) => {
    const email = freshEmail('twice');
    await signUpAndConfirm(page, email, PASSWORD);
    await page.goto(await mailLink(page.request, email, /confirm/i));
    await expect(
      page.getByText("This link has already been used or has expired. You're signed in, so there is nothing more to do."),
    ).toBeVisible();
    await expect(toast(page, 'Authentication Error')).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('forgot password: reset e-mail, new password form, sign in with the new password', async ({ page }) => {
    const email = freshEmail('reset');
    await signUpAndConfirm(page, email, PASSWORD);
    await logOut(page);

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, 'Password reset email sent')).toContainText(
      'Please check your email for password reset instructions.',
    );
    await page.goto(await mailLink(page.request, email, /reset/i));
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const newPassword = 'a-brand-new-orbit-77';
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(toast(page, 'Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await logOut(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('an expired or broken e-mail link shows the error', async ({ page }) => {
    // The toast shows for five seconds, perhaps before the navigation has settled: looked for at once.
    await Promise.all([
      expect(toast(page, 'Authentication Error')).toContainText('Email link is invalid or has expired'),
      page.goto('/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'),
    ]);
    await expect(page.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
  });

  test('a session handed over through the astro:session window event signs the app in', async ({ page, browser }) => {
    // Take a real session from another browser context, as a native wrapper would hold one.
    const other = await browser.newContext();
    const donor = await other.newPage();
    const response = await donor.request.post('/auth/v1/token?grant_type=password', {
      headers: { apikey: process.env.E2E_ANON_KEY! },
      data: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    const session = (await response.json()) as { access_token: string; refresh_token: string };
    await other.close();

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('astro:session', { detail })), {
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
