import { expect, test } from '../fixtures/test';
import { createConfirmedUser, stackClient } from '../fixtures/users';
import { freshEmail, mailCode, toast } from './shell-helpers';

/**
 * Every auth e-mail carries a 6-digit code beside its link, so a person who reads the mail on a
 * phone can finish on the computer where they asked for it, by typing the code there.
 */
test.describe('finishing sign-in with the code from the e-mail', () => {
  test('sign up, type the mailed code, and arrive signed in on the page first asked for', async ({
    page,
  }) => {
    const email = freshEmail('code-signup');
    await page.goto('/learning');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    // The sign-in page has an e-mail field too: type only once the sign-up page is there.
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('stars-and-planets-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page, 'Account created')).toBeVisible();

    const code = await mailCode(page.request, email, /confirm/i);
    const field = page.getByLabel('6-digit code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await field.fill(code);
    await page.getByRole('button', { name: 'Continue with the code' }).click();

    await expect(page).toHaveURL(/\/learning$/);
    await expect(toast(page, 'Welcome!')).toContainText(
      'Your account is ready and you are signed in.',
    );
    await expect(toast(page, 'Welcome back!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a magic-link code: a wrong one is refused in words, the right one signs in', async ({
    page,
  }) => {
    const user = await createConfirmedUser('code-magic');
    await page.goto('/threads');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'E-mail me a link instead' }).click();
    await page.getByLabel('E-mail').fill(user.email);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send me a link' }).click();
    const code = await mailCode(page.request, user.email, /sign-in link/i, sentAt);

    const wrong = code === '000000' ? '000001' : '000000';
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Continue with the code' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'That code is wrong or has expired' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Continue with the code' }).click();
    await expect(page).toHaveURL(/\/threads$/);
    await expect(toast(page, 'Welcome back!')).toBeVisible();
  });

  test('a password-reset code leads to the new-password form, and the new password works', async ({
    page,
  }) => {
    const user = await createConfirmedUser('code-reset');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(user.email);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, 'Password reset email sent')).toBeVisible();

    await page
      .getByLabel('6-digit code')
      .fill(await mailCode(page.request, user.email, /reset/i, sentAt));
    await page.getByRole('button', { name: 'Continue with the code' }).click();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const newPassword = `code-orbit-${Date.now().toString(36)}-77`;
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(toast(page, 'Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const { error } = await stackClient().auth.signInWithPassword({
      email: user.email,
      password: newPassword,
    });
    expect(error).toBeNull();
  });
});
