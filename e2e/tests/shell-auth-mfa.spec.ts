import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { expect, signIn, test } from '../fixtures/test';
import { createConfirmedUser, signedInClient, stackClient, type TestUser } from '../fixtures/users';
import { mailLink, toast } from './shell-helpers';

/**
 * Accounts with two-step verification: a password, or a password-reset link, proves too little,
 * so the server answers such a session (aal1) with no rows and refuses credential changes. The
 * pages must ask for the code first.
 */

/** Turns on an authenticator app for the account through the API, as the profile page would. */
async function enrolTotp(client: SupabaseClient): Promise<OTPAuth.TOTP> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw new Error(`enrolment failed: ${error.message}`);
  const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(data.totp.secret) });
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: app.generate(),
  });
  if (verified.error) throw new Error(`enrolment failed: ${verified.error.message}`);
  return app;
}

/** The next time step's code: the server refuses a step that was already used (the enrolment's). */
const nextCode = (app: OTPAuth.TOTP) => app.generate({ timestamp: Date.now() + 30_000 });

async function mfaUser(
  prefix: string,
  username?: string,
): Promise<{ user: TestUser; app: OTPAuth.TOTP }> {
  const user = await createConfirmedUser(prefix);
  const client = await signedInClient(user);
  if (username) {
    const { error } = await client.from('profiles').update({ username }).eq('id', user.id);
    if (error) throw new Error(`setting the username failed: ${error.message}`);
  }
  const app = await enrolTotp(client);
  return { user, app };
}

test.describe('two-step verification in the sign-in flows', () => {
  test('password reset: the link asks for the code before the new password, which then works', async ({
    page,
  }) => {
    const { user, app } = await mfaUser('reset-mfa');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(user.email);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, 'Password reset email sent')).toBeVisible();
    await page.goto(await mailLink(page.request, user.email, /reset/i, sentAt));

    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(
      page.getByText(
        'Your account has two-step verification. Enter a code from your second step, then choose your new password.',
      ),
    ).toBeVisible();
    // The new password is asked for only once the code is in.
    await expect(page.getByLabel(/^New password/)).toHaveCount(0);
    await page.getByLabel('Verification code').fill(nextCode(app));
    await page.getByRole('button', { name: 'Verify' }).click();

    const newPassword = `new-orbit-${Date.now().toString(36)}-77`;
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(toast(page, 'Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The session passed the second step, so the dashboard opens without asking again.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const { error: oldPassword } = await stackClient().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(oldPassword?.message).toBe('Invalid login credentials');
    const { error: withNew } = await stackClient().auth.signInWithPassword({
      email: user.email,
      password: newPassword,
    });
    expect(withNew).toBeNull();
  });

  test('sign-in: the challenge comes before any page and the greeting, and the frame then shows the account', async ({
    page,
  }) => {
    const username = `Mfa Star ${Date.now().toString(36)}`;
    const { user, app } = await mfaUser('signin-mfa', username);

    await signIn(page, user, '/charts');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeVisible();
    await expect(page.locator('[data-remote="charts"]')).toHaveCount(0);
    // Not signed in yet: the greeting waits for the second step.
    await expect(toast(page, 'Welcome back!')).toHaveCount(0);
    await page.getByLabel('Verification code').fill(nextCode(app));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Welcome back!')).toContainText('You have successfully signed in.');
    await expect(page).toHaveURL(/\/charts$/);
    await expect(page.locator('[data-remote="charts"]')).toBeVisible();

    // The top bar read the profile while the session was aal1 (no rows); it reads it again now.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu', { name: 'Account' })).toContainText(username);
  });

  test('magic link: the greeting waits for the second step, then the page asked for opens', async ({
    page,
  }) => {
    const { user, app } = await mfaUser('magic-mfa');

    await page.goto('/threads');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'E-mail me a link instead' }).click();
    await page.getByLabel('E-mail').fill(user.email);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.goto(await mailLink(page.request, user.email, /sign-in link/i, sentAt));

    await expect(
      page.getByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeVisible();
    await expect(toast(page, 'Welcome back!')).toHaveCount(0);
    await page.getByLabel('Verification code').fill(nextCode(app));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/threads$/);
  });
});
