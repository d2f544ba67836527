import {
  anonClient,
  followLink,
  latestMail,
  serviceClient,
  stack,
  uniqueEmail,
  verifyLinkOf,
} from './support/clients';
import { startAuthStack, type AuthStack } from './support/auth-stack';
import { directUser } from './support/direct-users';
import { latestSms, settle, smsTo, uniquePhone } from './support/sms-outbox';

const mailsTo = async (to: string) =>
  (await (await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(to)}`)).json()) as {
    id: number;
    text: string;
  }[];
const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe('POST /resend', () => {
  it('mails the sign-up confirmation again, and its link confirms the account', async () => {
    const email = uniqueEmail('resend-signup');
    const created = await serviceClient().auth.admin.createUser({
      email,
      password: 'resend-horse-battery',
    });
    expect(created.error).toBeNull();
    const client = anonClient();
    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const { fragment } = await followLink(verifyLinkOf(await latestMail(email)));
    expect(fragment.get('access_token')).toBeTruthy();
    const signedIn = await anonClient().auth.signInWithPassword({
      email,
      password: 'resend-horse-battery',
    });
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();

    // Within the cooldown a second resend is refused, as it is for an address with no account.
    const again = await client.auth.resend({ type: 'signup', email });
    const unknown = uniqueEmail('resend-nobody');
    const unknownFirst = await client.auth.resend({ type: 'signup', email: unknown });
    const unknownAgain = await client.auth.resend({ type: 'signup', email: unknown });
    expect(unknownFirst.error).toBeNull();
    for (const { error: refused } of [again, unknownAgain]) {
      expect(refused).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    }
    await settle();
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('answers a confirmed address like any other and mails it nothing', async () => {
    const { email } = await directUser('resend-confirmed');
    const { error } = await anonClient().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    await settle();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('texts the sign-up code again to an unconfirmed number, and it confirms the number', async () => {
    const phone = uniquePhone();
    const created = await serviceClient().auth.admin.createUser({
      phone,
      password: 'resend-horse-battery',
    });
    expect(created.error).toBeNull();
    const { error } = await anonClient().auth.resend({ type: 'sms', phone });
    expect(error).toBeNull();
    const sms = await latestSms(phone);
    const verified = await anonClient().auth.verifyOtp({ phone, token: sms.code!, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone_confirmed_at).toBeTruthy();

    const again = await anonClient().auth.resend({ type: 'sms', phone });
    expect(again.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    const unknown = uniquePhone();
    expect((await anonClient().auth.resend({ type: 'sms', phone: unknown })).error).toBeNull();
    await settle();
    expect(await smsTo(unknown)).toEqual([]);
  });

  it('refuses requests GoTrue refuses, with its codes and messages', async () => {
    const post = async (body: object) => {
      const res = await fetch(`${stack.url}/auth/v1/resend`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { code: string; msg: string } };
    };
    const cases: [object, string][] = [
      [
        { type: 'recovery', email: 'a@b.test' },
        'Missing one of these types: signup, email_change, sms, phone_change',
      ],
      [{ type: 'signup' }, 'Type provided requires an email address'],
      [{ type: 'sms' }, 'Type provided requires a phone number'],
      [{ type: 'email_change' }, 'Missing email address or phone number'],
      [
        { type: 'email_change', email: 'a@b.test', phone: '15550000000' },
        'Only an email address or phone number should be provided.',
      ],
      [{ type: 'sms', phone: '+0800' }, 'Invalid phone number format (E.164 required)'],
    ];
    for (const [body, msg] of cases) {
      expect(await post(body)).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', msg },
      });
    }
    const noKey = await fetch(`${stack.url}/auth/v1/resend`, { method: 'POST', body: '{}' });
    expect(noKey.status).toBe(401);
  });

  describe('with no resend cooldown', () => {
    let second: AuthStack;
    beforeAll(async () => {
      second = await startAuthStack({ AUTH_EMAIL_RESEND_COOLDOWN_SECONDS: '0' });
    }, 90_000);
    afterAll(() => second?.stop());

    it('mails the e-mail change again; only the newest code confirms it', async () => {
      const { email, password } = await directUser('resend-change');
      const client = second.client();
      await client.auth.signInWithPassword({ email, password });
      const next = uniqueEmail('resend-change-new');
      expect((await client.auth.updateUser({ email: next })).error).toBeNull();
      const first = await latestMail(next);
      expect((await second.client().auth.resend({ type: 'email_change', email })).error).toBeNull();
      const resent = await latestMail(next, first.id);

      const stale = await client.auth.verifyOtp({
        email: next,
        token: codeOf(first.text),
        type: 'email_change',
      });
      expect(stale.error).toMatchObject({ code: 'otp_expired' });
      const { data, error } = await client.auth.verifyOtp({
        email: next,
        token: codeOf(resent.text),
        type: 'email_change',
      });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(next);
    });

    it('texts the phone change code again to the new number; only the newest code changes it', async () => {
      const current = uniquePhone();
      const password = 'resend-horse-battery';
      const created = await serviceClient().auth.admin.createUser({
        phone: current,
        password,
        phone_confirm: true,
      });
      expect(created.error).toBeNull();
      const client = second.client();
      expect((await client.auth.signInWithPassword({ phone: current, password })).error).toBeNull();
      const next = uniquePhone();
      expect((await client.auth.updateUser({ phone: next })).error).toBeNull();
      const first = await latestSms(next);
      const resent = await second.client().auth.resend({ type: 'phone_change', phone: current });
      expect(resent.error).toBeNull();
      const second_ = await latestSms(next, first.id);

      const stale = await client.auth.verifyOtp({
        phone: next,
        token: first.code!,
        type: 'phone_change',
      });
      expect(stale.error).toMatchObject({ code: 'otp_expired' });
      const { data, error } = await client.auth.verifyOtp({
        phone: next,
        token: second_.code!,
        type: 'phone_change',
      });
      expect(error).toBeNull();
      expect(data.user?.phone).toBe(next.slice(1));
    });
  });
});
