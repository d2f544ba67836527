import { anonClient, latestMail, serviceClient, stack, withDatabase } from './support/clients';
import { startAuthStack, type AuthStack } from './support/auth-stack';
import { directUser } from './support/direct-users';
import { latestSms, uniquePhone } from './support/sms-outbox';

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** Makes the user's sessions look as if they began more than a day ago. */
const ageSessions = (userId: string) =>
  withDatabase((db) =>
    db.query(
      "update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1",
      [userId],
    ),
  );

describe('reauthentication', () => {
  let second: AuthStack;
  beforeAll(async () => {
    second = await startAuthStack({ AUTH_SECURE_PASSWORD_CHANGE: 'true' });
  }, 90_000);
  afterAll(() => second?.stop());

  async function signedIn(label: string) {
    const account = await directUser(label);
    const client = second.client();
    const { error } = await client.auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    if (error) throw error;
    return { ...account, client };
  }

  it('lets a session younger than a day change the password without a nonce', async () => {
    const { client, password } = await signedIn('reauth-fresh');
    const { error } = await client.auth.updateUser({
      password: 'fresh-session-new-pass',
      current_password: password,
    } as never);
    expect(error).toBeNull();
  });

  it('asks an older session for the mailed nonce, which works once', async () => {
    const { client, email, id, password } = await signedIn('reauth-old');
    await ageSessions(id);
    const change = { password: 'aged-session-new-pass', current_password: password };

    const needed = await client.auth.updateUser(change as never);
    expect(needed.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect(needed.error?.message).toBe('Password update requires reauthentication');

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirm reauthentication');
    const nonce = codeOf(mail.text);
    const user = await serviceClient().auth.admin.getUserById(id);
    expect(
      (user.data.user as { reauthentication_sent_at?: string })?.reauthentication_sent_at,
    ).toBeTruthy();

    const wrongNonce = nonce === '000000' ? '111111' : '000000';
    const wrong = await client.auth.updateUser({ ...change, nonce: wrongNonce } as never);
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(wrong.error?.message).toBe('Nonce has expired or is invalid');

    expect((await client.auth.updateUser({ ...change, nonce } as never)).error).toBeNull();
    const reused = await client.auth.updateUser({
      password: 'third-password-value',
      current_password: change.password,
      nonce,
    } as never);
    expect(reused.error).toMatchObject({ code: 'reauthentication_not_valid' });

    const signIn = await anonClient().auth.signInWithPassword({ email, password: change.password });
    expect(signIn.error).toBeNull();
  });

  it('refuses a second request within the resend cooldown', async () => {
    const { client } = await signedIn('reauth-cooldown');
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const again = await client.auth.reauthenticate();
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('texts the nonce to an account that has only a phone', async () => {
    const phone = uniquePhone();
    const password = 'phone-only-password';
    const created = await serviceClient().auth.admin.createUser({
      phone,
      password,
      phone_confirm: true,
    });
    const client = second.client();
    expect((await client.auth.signInWithPassword({ phone, password })).error).toBeNull();
    await ageSessions(created.data.user!.id);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const sms = await latestSms(phone);
    const { error } = await client.auth.updateUser({
      password: 'phone-only-new-password',
      current_password: password,
      nonce: sms.code!,
    } as never);
    expect(error).toBeNull();
  });

  it('asks no nonce while AUTH_SECURE_PASSWORD_CHANGE is off', async () => {
    const { client, id, password } = await directUser('reauth-off');
    await ageSessions(id);
    const { error } = await client.auth.updateUser({
      password: 'flag-off-new-password',
      current_password: password,
    } as never);
    expect(error).toBeNull();
  });

  it('requires a bearer token', async () => {
    const res = await fetch(`${stack.url}/auth/v1/reauthenticate`, {
      headers: { apikey: stack.anonKey },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'no_authorization' });
  });
});
