import { anonClient, latestMail, stack, uniqueEmail, withDatabase } from './support/clients';
import { startAuthStack, type AuthStack } from './support/auth-stack';

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe('anonymous sign-ins', () => {
  it('are refused while AUTH_ANONYMOUS_SIGN_INS is off', async () => {
    const { data, error } = await anonClient().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    expect(error?.message).toBe('Anonymous sign-ins are disabled');
  });

  describe('with AUTH_ANONYMOUS_SIGN_INS on', () => {
    let second: AuthStack;
    beforeAll(async () => {
      second = await startAuthStack({ AUTH_ANONYMOUS_SIGN_INS: 'true' });
    }, 90_000);
    afterAll(() => second?.stop());

    it('open a session of an account marked anonymous in its user object and token', async () => {
      const client = second.client();
      const { data, error } = await client.auth.signInAnonymously({
        options: { data: { theme: 'dark' } },
      });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        is_anonymous: true,
        email: '',
        phone: '',
        role: 'authenticated',
        identities: [],
        user_metadata: { theme: 'dark' },
      });
      const claims = claimsOf(data.session!.access_token);
      expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated' });
      expect(claims.amr).toEqual([expect.objectContaining({ method: 'anonymous' })]);

      // Policies read the claim through auth.jwt(), as on hosted Supabase.
      const seen = await withDatabase(async (db) => {
        await db.query('begin');
        await db.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(claims),
        ]);
        const { rows } = await db.query<{ anonymous: boolean; uid: string }>(
          "select (auth.jwt() ->> 'is_anonymous')::boolean as anonymous, auth.uid() as uid",
        );
        await db.query('rollback');
        return rows[0];
      });
      expect(seen).toEqual({ anonymous: true, uid: data.user!.id });

      const refreshed = await client.auth.refreshSession();
      expect(claimsOf(refreshed.data.session!.access_token).is_anonymous).toBe(true);
      expect((await client.auth.getUser()).data.user?.is_anonymous).toBe(true);
    });

    it('keep second factors from anonymous accounts, as GoTrue does', async () => {
      const client = second.client();
      await client.auth.signInAnonymously();
      const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
      expect(error).toMatchObject({ status: 403, code: 'no_authorization' });
      expect(error?.message).toBe('Anonymous user not allowed to perform these actions');
    });

    it('become permanent once an e-mail address is confirmed, then sign in with a password', async () => {
      const client = second.client();
      const { data } = await client.auth.signInAnonymously();
      const id = data.user!.id;
      const email = uniqueEmail('anon-convert');
      const change = await client.auth.updateUser({ email });
      expect(change.error).toBeNull();
      expect(change.data.user).toMatchObject({ is_anonymous: true, new_email: email });

      const mail = await latestMail(email);
      const verified = await client.auth.verifyOtp({
        email,
        token: codeOf(mail.text),
        type: 'email_change',
      });
      expect(verified.error).toBeNull();
      expect(verified.data.user).toMatchObject({ id, email, is_anonymous: false });
      expect(verified.data.user?.identities?.map((i) => i.provider)).toEqual(['email']);
      expect(claimsOf(verified.data.session!.access_token).is_anonymous).toBe(false);

      // An account that never had a password sets one without a current password.
      const password = 'converted-horse-battery';
      expect((await client.auth.updateUser({ password })).error).toBeNull();
      const signedIn = await anonClient().auth.signInWithPassword({ email, password });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.user).toMatchObject({ id, is_anonymous: false });
    });

    it('report themselves in /settings', async () => {
      const res = await fetch(`${second.url}/auth/v1/settings`, {
        headers: { apikey: stack.anonKey },
      });
      const body = (await res.json()) as { external: Record<string, boolean> };
      expect(body.external.anonymous_users).toBe(true);
    });
  });

  describe('with AUTH_MAILER_AUTOCONFIRM on as well', () => {
    let autoconfirm: AuthStack;
    beforeAll(async () => {
      autoconfirm = await startAuthStack({
        AUTH_ANONYMOUS_SIGN_INS: 'true',
        AUTH_MAILER_AUTOCONFIRM: 'true',
      });
    }, 90_000);
    afterAll(() => autoconfirm?.stop());

    it('become permanent as soon as they add an e-mail address', async () => {
      const client = autoconfirm.client();
      const { data } = await client.auth.signInAnonymously();
      const email = uniqueEmail('anon-autoconfirm');
      const { data: updated, error } = await client.auth.updateUser({ email });
      expect(error).toBeNull();
      expect(updated.user).toMatchObject({ id: data.user!.id, email, is_anonymous: false });
      expect(updated.user?.email_confirmed_at).toBeTruthy();
      expect(updated.user?.identities?.map((i) => i.provider)).toEqual(['email']);
    });
  });
});
