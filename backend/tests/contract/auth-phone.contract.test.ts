import { anonClient, stack } from './support/clients';
import { directUser } from './support/direct-users';
import { latestSms, settle, smsTo, uniquePhone } from './support/sms-outbox';

const PASSWORD = 'phone-horse-battery-9';

describe('phone sign-up and sign-in', () => {
  it('signs a number up, texts a code that confirms it, then signs in with the password', async () => {
    const client = anonClient();
    const phone = uniquePhone();
    const { data, error } = await client.auth.signUp({
      phone,
      password: PASSWORD,
      options: { data: { nickname: 'mobile' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ phone: phone.slice(1), email: '', is_anonymous: false });

    const sms = await latestSms(phone);
    expect(sms.body).toMatch(/code is \d{6}/);

    const early = await client.auth.signInWithPassword({ phone, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'phone_not_confirmed' });
    expect(early.error?.message).toBe('Phone not confirmed');

    const verified = await client.auth.verifyOtp({ phone, token: sms.code!, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone_confirmed_at).toBeTruthy();
    expect(verified.data.user?.user_metadata).toMatchObject({ nickname: 'mobile' });
    expect(verified.data.user?.app_metadata).toMatchObject({ provider: 'phone' });
    expect(verified.data.user?.identities?.map((i) => i.provider)).toEqual(['phone']);

    const signedIn = await anonClient().auth.signInWithPassword({ phone, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.phone).toBe(phone.slice(1));

    const wrong = await anonClient().auth.signInWithPassword({ phone, password: 'not-it-at-all' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('refuses a repeated sign-up within the cooldown alike for registered and new numbers', async () => {
    const registered = uniquePhone();
    const first = anonClient();
    await first.auth.signUp({ phone: registered, password: PASSWORD });
    const sms = await latestSms(registered);
    await first.auth.verifyOtp({ phone: registered, token: sms.code!, type: 'sms' });
    const fresh = uniquePhone();
    await anonClient().auth.signUp({ phone: fresh, password: PASSWORD });
    await latestSms(fresh);

    const again = await anonClient().auth.signUp({ phone: registered, password: 'other-pass-77' });
    const freshAgain = await anonClient().auth.signUp({ phone: fresh, password: PASSWORD });
    for (const { error } of [again, freshAgain]) {
      expect(error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
      expect(error?.message).toMatch(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      );
    }
    await settle();
    expect(await smsTo(registered)).toHaveLength(1);
    expect(await smsTo(fresh)).toHaveLength(1);
  });

  it('signs in with a texted code, creating the account unless told not to', async () => {
    const phone = uniquePhone();
    const client = anonClient();
    const { error } = await client.auth.signInWithOtp({ phone });
    expect(error).toBeNull();
    const sms = await latestSms(phone);

    const wrongCode = sms.code === '000000' ? '111111' : '000000';
    const wrong = await client.auth.verifyOtp({ phone, token: wrongCode, type: 'sms' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(wrong.error?.message).toBe('Token has expired or is invalid');

    const { data, error: verifyError } = await client.auth.verifyOtp({
      phone,
      token: sms.code!,
      type: 'sms',
    });
    expect(verifyError).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({ phone: phone.slice(1), is_anonymous: false });
    const reused = await anonClient().auth.verifyOtp({ phone, token: sms.code!, type: 'sms' });
    expect(reused.error).toMatchObject({ code: 'otp_expired' });

    const unknown = uniquePhone();
    const refused = await anonClient().auth.signInWithOtp({
      phone: unknown,
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toBeNull();
    await settle();
    expect(await smsTo(unknown)).toEqual([]);
  });

  it('refuses numbers that are not E.164 with GoTrue message', async () => {
    const client = anonClient();
    for (const phone of ['+0123456', 'call me', '+1 555 0000 0000 0000 0']) {
      const { error } = await client.auth.signInWithOtp({ phone });
      expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(error?.message).toBe('Invalid phone number format (E.164 required)');
    }
    const signup = await client.auth.signUp({ phone: '+0123', password: PASSWORD });
    expect(signup.error?.message).toBe('Invalid phone number format (E.164 required)');
  });

  it('changes the number of an account once the code texted to the new one is entered', async () => {
    const { client } = await directUser('phone-change');
    const phone = uniquePhone();
    const { data, error } = await client.auth.updateUser({ phone });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: '', new_phone: phone.slice(1) });
    const sms = await latestSms(phone);

    const verified = await client.auth.verifyOtp({ phone, token: sms.code!, type: 'phone_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone).toBe(phone.slice(1));
    expect(verified.data.user?.phone_confirmed_at).toBeTruthy();
    expect(verified.data.user?.identities?.map((i) => i.provider).sort()).toEqual([
      'email',
      'phone',
    ]);

    const other = await directUser('phone-taken');
    const taken = await other.client.auth.updateUser({ phone });
    expect(taken.error).toMatchObject({ status: 422, code: 'phone_exists' });
  });

  it('reports phone sign-in as enabled in /settings', async () => {
    const res = await fetch(`${stack.url}/auth/v1/settings`, {
      headers: { apikey: stack.anonKey },
    });
    const body = (await res.json()) as { external: Record<string, boolean> };
    expect(body.external).toMatchObject({ email: true, phone: true, anonymous_users: false });
  });
});
