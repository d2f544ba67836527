import {
  anonClient,
  followLink,
  latestMail,
  serviceClient,
  stack,
  uniqueEmail,
  verifyLinkOf,
} from './support/clients';
import { directUser } from './support/direct-users';

/**
 * `auth.admin.generateLink` (the link a mail would carry, answered to the caller and mailed to
 * no one) and `auth.admin.inviteUserByEmail` (an invite mailed through the stack's mailer).
 */
const admin = () => serviceClient().auth.admin;
const PASSWORD = 'correct-horse-battery';

async function mailsTo(email: string): Promise<unknown[]> {
  const res = await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(email)}`);
  return (await res.json()) as unknown[];
}

async function refusal(res: Response) {
  return { status: res.status, code: ((await res.json()) as { code?: string }).code };
}

describe('admin generate_link', () => {
  it('answers a magic link for an account (link, code and token hash) and mails nothing', async () => {
    const { id, email } = await directUser('link-magic');
    const { data, error } = await admin().generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email });
    expect(data.properties).toMatchObject({
      verification_type: 'magiclink',
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.any(String),
      redirect_to: expect.any(String),
    });
    const link = new URL(data.properties!.action_link);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(await mailsTo(email)).toEqual([]);

    // The link signs in, as the mailed one would.
    const { fragment } = await followLink(data.properties!.action_link);
    expect(fragment.get('access_token')).toBeTruthy();
    // A fresh link's token hash works through verifyOtp too, once.
    const again = await admin().generateLink({ type: 'magiclink', email });
    const client = anonClient();
    const verified = await client.auth.verifyOtp({
      type: 'magiclink',
      token_hash: again.data.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(id);
    const replay = await anonClient().auth.verifyOtp({
      type: 'magiclink',
      token_hash: again.data.properties!.hashed_token,
    });
    expect(replay.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('a magic link for an unknown address signs it up (verification_type signup)', async () => {
    const email = uniqueEmail('link-magic-new');
    const { data, error } = await admin().generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.properties!.verification_type).toBe('signup');
    expect(data.user).toMatchObject({ email });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    const verified = await anonClient().auth.verifyOtp({
      type: 'email',
      token_hash: data.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('a signup link needs a password (policy applies), and refuses a confirmed address', async () => {
    const email = uniqueEmail('link-signup');
    expect(
      (await admin().generateLink({ type: 'signup', email, password: '' })).error,
    ).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(
      (await admin().generateLink({ type: 'signup', email, password: '12345' })).error,
    ).toMatchObject({ status: 422, code: 'weak_password' });
    const { data, error } = await admin().generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Grace' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Grace' } });
    // The code works as the mailed one does, after which the password signs in.
    const verified = await anonClient().auth.verifyOtp({
      type: 'signup',
      email,
      token: data.properties!.email_otp,
    });
    expect(verified.error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
    const taken = await admin().generateLink({ type: 'signup', email, password: PASSWORD });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('recovery needs an account, and its link opens a recovery session', async () => {
    const missing = await admin().generateLink({
      type: 'recovery',
      email: uniqueEmail('link-nobody'),
    });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const { id, email } = await directUser('link-recovery');
    const { data, error } = await admin().generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    const client = anonClient();
    const verified = await client.auth.verifyOtp({
      type: 'recovery',
      token_hash: data.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(id);
    // A recovery session sets a new password without the current one.
    expect((await client.auth.updateUser({ password: 'a-brand-new-passphrase' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'a-brand-new-passphrase' }))
        .error,
    ).toBeNull();
  });

  it('invite creates an unconfirmed account without a password; its link signs it in', async () => {
    const email = uniqueEmail('link-invite');
    const { data, error } = await admin().generateLink({ type: 'invite', email });
    expect(error).toBeNull();
    expect(data.properties!.verification_type).toBe('invite');
    expect(new URL(data.properties!.action_link).searchParams.get('type')).toBe('invite');
    expect(await mailsTo(email)).toEqual([]);
    const { fragment } = await followLink(data.properties!.action_link);
    expect(fragment.get('access_token')).toBeTruthy();
    const confirmed = await admin().getUserById(data.user!.id);
    expect(confirmed.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await admin().generateLink({ type: 'invite', email })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
  });

  it('email_change_new moves the account to the new address; a taken one is refused', async () => {
    const { id, email } = await directUser('link-change');
    const newEmail = uniqueEmail('link-changed');
    const { data, error } = await admin().generateLink({
      type: 'email_change_new',
      email,
      newEmail,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, new_email: newEmail });
    const verified = await anonClient().auth.verifyOtp({
      type: 'email_change',
      token_hash: data.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();
    expect((await admin().getUserById(id)).data.user?.email).toBe(newEmail);

    const other = await directUser('link-change-taken');
    expect(
      (
        await admin().generateLink({
          type: 'email_change_new',
          email: newEmail,
          newEmail: other.email,
        })
      ).error,
    ).toMatchObject({ status: 422, code: 'email_exists' });
    // This stack confirms a change from the new address alone, as GoTrue without secure change.
    expect(
      (
        await admin().generateLink({
          type: 'email_change_current',
          email: newEmail,
          newEmail: uniqueEmail('link-x'),
        })
      ).error,
    ).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('keeps redirect_to to allowed addresses', async () => {
    const { email } = await directUser('link-redirect');
    const allowed = `${stack.url}/welcome`;
    const ok = await admin().generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: allowed },
    });
    expect(ok.data.properties!.redirect_to).toBe(allowed);
    const evil = await admin().generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'https://evil.example/steal' },
    });
    expect(evil.data.properties!.redirect_to).not.toContain('evil.example');
    expect(evil.data.properties!.action_link).not.toContain('evil.example');
  });

  it('refuses anyone but the service role, bad types and oversized metadata', async () => {
    const { session, email } = await directUser('link-probe');
    for (const token of [stack.anonKey, session.access_token]) {
      const res = await fetch(`${stack.url}/auth/v1/admin/generate_link`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ type: 'magiclink', email }),
      });
      expect(await refusal(res)).toEqual({ status: 403, code: 'not_admin' });
    }
    const { error } = await anonClient().auth.admin.generateLink({ type: 'magiclink', email });
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
    expect(
      (await admin().generateLink({ type: 'nonsense' as 'magiclink', email })).error,
    ).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(
      (
        await admin().generateLink({
          type: 'signup',
          email: uniqueEmail('link-big'),
          password: PASSWORD,
          options: { data: { blob: 'x'.repeat(9000) } },
        })
      ).error,
    ).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('admin invite', () => {
  it('creates the account and mails an invite link that signs the user in', async () => {
    const email = uniqueEmail('invite');
    const { data, error } = await admin().inviteUserByEmail(email, {
      data: { team: 'blue' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { team: 'blue' } });
    const mail = await latestMail(email);
    const link = verifyLinkOf(mail);
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    const { fragment } = await followLink(link);
    const accessToken = fragment.get('access_token');
    expect(accessToken).toBeTruthy();
    // The invited user chooses a password and signs in with it.
    const res = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
    // A confirmed account cannot be invited again.
    expect((await admin().inviteUserByEmail(email)).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
  });

  it('refuses the anon key and a signed-in user', async () => {
    const { client } = await directUser('invite-probe');
    const email = uniqueEmail('invite-refused');
    expect((await anonClient().auth.admin.inviteUserByEmail(email)).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
    const session = (await client.auth.getSession()).data.session!;
    const res = await fetch(`${stack.url}/auth/v1/invite`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email }),
    });
    expect(await refusal(res)).toEqual({ status: 403, code: 'not_admin' });
    expect(await mailsTo(email)).toEqual([]);
  });
});
