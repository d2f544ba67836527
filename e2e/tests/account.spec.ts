import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_SUPPORT, expect, signIn, submitSignIn, test } from '../fixtures/test';
import { createConfirmedUser, type TestUser } from '../fixtures/users';
import { logOut, toast } from './shell-helpers';

/** A 64×64 purple PNG, made once: enough for the server to decode and shrink. */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAeklEQVR4nO3PUQkAIBTAwJfOTGYypSH8OITBAtxmr/N1wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWPHYB4BSBSwHy1AwAAAAASUVORK5CYII=',
  'base64',
);

const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function openProfile(page: Page, user: TestUser) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

test.describe('account security and profile', () => {
  test('enrol an authenticator app, sign out, and sign in through the MFA challenge', async ({
    page,
  }) => {
    const user = await createConfirmedUser('acct-mfa');
    await openProfile(page, user);
    const mfa = page.getByRole('region', { name: 'Two-step verification' });
    await expect(mfa).toContainText('Two-step verification is off.');
    await mfa.getByRole('button', { name: 'Set up authenticator app' }).click();

    const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    const qr = dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await expect(qr).toBeVisible();
    // The QR code must actually draw (an unencoded `#` in its data URL would break the picture).
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const secret = await dialog.getByTestId('totp-secret').inputValue();
    const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    await dialog.getByLabel('Code from the app').fill(app.generate());
    await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(toast(page, 'Two-step verification is on')).toBeVisible();
    await expect(mfa.getByRole('list', { name: 'Two-step methods' })).toContainText(
      'Authenticator app',
    );

    await logOut(page);
    await signIn(page, user);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeVisible();
    // The next window's code: the one used to enrol cannot be used twice.
    await page
      .getByLabel('Verification code')
      .fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('change the username and upload an avatar', async ({ page }) => {
    const user = await createConfirmedUser('acct-profile');
    await openProfile(page, user);
    const name = `Star Gazer ${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill('no');
    await page.getByRole('button', { name: 'Save username' }).click();
    await expect(page.getByText('Use at least 3 characters')).toBeVisible();
    await page.getByLabel('Username').fill(name);
    await page.getByRole('button', { name: 'Save username' }).click();
    await expect(toast(page, 'Username saved')).toBeVisible();

    await page
      .getByLabel('Avatar image file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: AVATAR_PNG });
    await expect(toast(page, 'Picture updated')).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Your avatar' });
    await expect(avatar).toHaveAttribute(
      'src',
      new RegExp(`/storage/v1/object/public/avatars/${user.id}/avatar-\\d+\\.png$`),
    );
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(64);

    // The top bar shows the new picture at once, and again after a reload.
    const accountButton = page.getByRole('button', { name: 'Account menu' });
    const barPicture = accountButton.locator('[data-account-avatar="picture"] img');
    await expect(barPicture).toHaveAttribute('src', (await avatar.getAttribute('src'))!);

    await page.reload();
    await expect(page.getByLabel('Username')).toHaveValue(name);
    await expect(page.getByRole('img', { name: 'Your avatar' })).toBeVisible();
    await expect(barPicture).toBeVisible();
    await accountButton.click();
    await expect(
      page.getByRole('menu', { name: 'Account' }).locator('[data-account-avatar="picture"]'),
    ).toBeVisible();
  });

  test('verify a phone number with the code from the dev outbox', async ({ page, request }) => {
    const user = await createConfirmedUser('acct-phone');
    await openProfile(page, user);
    const section = page.getByRole('region', { name: 'Phone number' });
    const phone = uniquePhone();
    await section.getByLabel('Mobile number').fill(phone);
    await section.getByRole('button', { name: 'Send code' }).click();
    // Numbers are shown grouped for reading ("+1 555 012 3456"): compare the digits.
    const readable = new RegExp(`\\+${phone.slice(1).split('').join(' ?')}`);
    await expect(section.getByText(/We texted a 6-digit code to/)).toContainText(readable);
    const outbox = (await (
      await request.get(`/_dev/sms?to=${encodeURIComponent(phone)}`)
    ).json()) as { code: string }[];
    const code = outbox[0]!.code;

    await section.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await section.getByRole('button', { name: 'Verify number' }).click();
    await expect(section.getByRole('alert')).toHaveText('Invalid verification code');
    await section.getByLabel('Verification code').fill(code);
    await section.getByRole('button', { name: 'Verify number' }).click();
    await expect(toast(page, 'Phone number verified')).toBeVisible();
    await expect(section).toContainText(/Your confirmed number is/);
    await expect(section).toContainText(readable);
    await expect(section).toContainText(/\+1 \d{3} \d{3} \d{4}/);
    // One Profile heading on the page: the section is named for what it holds.
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toHaveCount(1);
  });

  test('delete the account; signing in fails afterwards', async ({ page }) => {
    const user = await createConfirmedUser('acct-delete');
    await openProfile(page, user);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete forever' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await expect(toast(page, 'Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await submitSignIn(page, user);
    await expect(toast(page, 'Authentication Error')).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the dashboard shows quick actions, and support staff their assigned messages', async ({
    page,
  }) => {
    await signIn(page, DEMO_SUPPORT);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(actions.getByRole('link', { name: 'Calculate a chart' })).toHaveAttribute(
      'href',
      '/calculate',
    );
    for (const title of [
      'Recent charts',
      'Recent threads',
      'Learning progress',
      'Assigned to me',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
  });
});
