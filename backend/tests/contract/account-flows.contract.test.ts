import { createHash, randomBytes } from 'node:crypto';
import {
  anonClient,
  DEMO,
  followLink,
  latestMail,
  newConfirmedUser,
  stack,
  uniqueEmail,
  verifyLinkOf,
  withDatabase,
} from './support/clients';

const authFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...init.headers,
    },
  });

describe('sign-up with e-mail confirmation', () => {
  it('mails a link to /auth/v1/verify that redirects to /auth/callback signed in', async () => {
    const email = uniqueEmail('signup');
    const client = anonClient();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct-horse-battery',
      options: { emailRedirectTo: `${stack.url}/auth/callback`, data: { username: 'stargazer' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);

    const signInEarly = await client.auth.signInWithPassword({
      email,
      password: 'correct-horse-battery',
    });
    expect(signInEarly.error?.code).toBe('email_not_confirmed');

    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    const link = verifyLinkOf(mail);
    expect(link.startsWith(`${stack.url}/auth/v1/verify?`)).toBe(true);
    expect(mail.text).toMatch(/code: \d{6}/);

    const { location, fragment } = await followLink(link);
    expect(`${location.origin}${location.pathname}`).toBe(`${stack.url}/auth/callback`);
    expect(fragment.get('type')).toBe('signup');
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    const { data: me } = await client.auth.getUser();
    expect(me.user?.email).toBe(email);
    expect(me.user?.email_confirmed_at).toBeTruthy();
    expect(me.user?.user_metadata.username).toBe('stargazer');

    const profile = await client.from('profiles').select('id, username').single();
    expect(profile.data).toEqual({ id: me.user!.id, username: 'stargazer' });

    // The link is single-use: a second click lands on the app with an error instead of a session.
    const again = await followLink(link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('access_token')).toBeNull();
  });

  it('answers the same for an existing account, without sending it mail', async () => {
    const email = DEMO.user.email;
    const res = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'another-password-1' }),
    });
    const fresh = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('fresh'), password: 'another-password-1' }),
    });
    expect(res.status).toBe(200);
    expect(fresh.status).toBe(200);
    const [a, b] = [
      (await res.json()) as Record<string, unknown>,
      (await fresh.json()) as Record<string, unknown>,
    ];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.identities).toEqual([]);
    const mails = (await (
      await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(email)}`)
    ).json()) as { id: number }[];
    expect(mails).toEqual([]);
    // The existing account keeps its password.
    expect((await anonClient().auth.signInWithPassword(DEMO.user)).error).toBeNull();
  });

  it('rejects passwords shorter than 8 characters with weak_password', async () => {
    const { error } = await anonClient().auth.signUp({
      email: uniqueEmail('weak'),
      password: 'short7!',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('expires a confirmation link after one hour', async () => {
    const email = uniqueEmail('expired');
    await anonClient().auth.signUp({ email, password: 'correct-horse-battery' });
    const mail = await latestMail(email);
    const lifetime = await withDatabase(async (db) => {
      const { rows } = await db.query<{ hours: number }>(
        `select extract(epoch from expires_at - created_at) / 3600 as hours from auth.one_time_tokens where relates_to = $1`,
        [email],
      );
      await db.query(
        `update auth.one_time_tokens set expires_at = now() - interval '1 second' where relates_to = $1`,
        [email],
      );
      return Number(rows[0]!.hours);
    });
    expect(lifetime).toBeCloseTo(1, 3);
    const { fragment } = await followLink(verifyLinkOf(mail));
    expect(fragment.get('error_code')).toBe('otp_expired');
  });

  it('waits 60 s before mailing the same address again', async () => {
    const email = uniqueEmail('cooldown');
    const client = anonClient();
    expect(
      (await client.auth.signUp({ email, password: 'correct-horse-battery' })).error,
    ).toBeNull();
    const second = await client.auth.signUp({ email, password: 'correct-horse-battery' });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
  });
});

describe('password sign-in and refresh-token rotation', () => {
  it('rotates refresh tokens and revokes the family when an old one is replayed', async () => {
    const { email, password } = await newConfirmedUser('rotate');
    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session!;
    expect(first.expires_in).toBe(3600);
    const claims = JSON.parse(
      Buffer.from(first.access_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      role: 'authenticated',
      aud: 'authenticated',
      email,
      aal: 'aal1',
    });
    expect(typeof claims.session_id).toBe('string');

    const second = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(second.error).toBeNull();
    expect(second.data.session!.refresh_token).not.toBe(first.refresh_token);
    const third = await client.auth.refreshSession({
      refresh_token: second.data.session!.refresh_token,
    });
    expect(third.error).toBeNull();

    // The first token is two generations old: replaying it is theft, not a retry.
    const replay = await authFetch('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe('refresh_token_already_used');
    expect(replay.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    // ...and the whole session family is gone, including the newest token and the access token.
    const latest = await authFetch('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: third.data.session!.refresh_token }),
    });
    expect(((await latest.json()) as { code: string }).code).toBe('refresh_token_not_found');
    const user = await authFetch('/user', {
      headers: { authorization: `Bearer ${third.data.session!.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('treats a quick retry of the previous token as the same client', async () => {
    const { email, password } = await newConfirmedUser('retry');
    const client = anonClient();
    const first = (await client.auth.signInWithPassword({ email, password })).data.session!;
    const second = (await client.auth.refreshSession({ refresh_token: first.refresh_token })).data
      .session!;
    const retry = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(retry.error).toBeNull();
    // The chain continues from the active token, which is now superseded in turn.
    const stillValid = await client.auth.refreshSession({
      refresh_token: retry.data.session!.refresh_token,
    });
    expect(stillValid.error).toBeNull();
    expect(second.refresh_token).not.toBe(retry.data.session!.refresh_token);
  });

  it('rejects a wrong password with invalid_credentials, also for unknown accounts', async () => {
    const { email } = await newConfirmedUser('wrong');
    const wrong = await anonClient().auth.signInWithPassword({
      email,
      password: 'not-the-password',
    });
    const unknown = await anonClient().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever-123',
    });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(unknown.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
  });
});

describe('magic link', () => {
  it('signs in through the mailed link and expires it after one hour', async () => {
    const { email } = await newConfirmedUser('magic');
    const client = anonClient();
    // The mail is written after the answer: wait for one newer than the confirmation.
    const confirmation = await latestMail(email);
    const { error } = await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${stack.url}/auth/callback` },
    });
    expect(error).toBeNull();
    const mail = await latestMail(email, confirmation.id);
    expect(mail.subject).toBe('Your sign-in link');
    const lifetime = await withDatabase(async (db) => {
      const { rows } = await db.query<{ minutes: number }>(
        `select extract(epoch from expires_at - created_at) / 60 as minutes from auth.one_time_tokens where relates_to = $1 and token_type = 'magiclink'`,
        [email],
      );
      return Number(rows[0]!.minutes);
    });
    expect(lifetime).toBeCloseTo(60, 3);
    const { fragment } = await followLink(verifyLinkOf(mail));
    expect(fragment.get('type')).toBe('magiclink');
    const { data } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(data.user?.email).toBe(email);
  });

  it('also accepts the 6-digit code from the mail through verifyOtp', async () => {
    const email = uniqueEmail('otp-code');
    const client = anonClient();
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const code = /code: (\d{6})/.exec((await latestMail(email)).text)![1]!;
    const wrong = await client.auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe('password recovery', () => {
  it('mails a recovery link that signs in and lets the user set a new password', async () => {
    const { email, password } = await newConfirmedUser('recover');
    const client = anonClient();
    const confirmation = await latestMail(email);
    expect(
      (await client.auth.resetPasswordForEmail(email, { redirectTo: `${stack.url}/auth/callback` }))
        .error,
    ).toBeNull();
    const mail = await latestMail(email, confirmation.id);
    expect(mail.subject).toBe('Reset your password');
    const { fragment } = await followLink(verifyLinkOf(mail));
    expect(fragment.get('type')).toBe('recovery');
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });

    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await client.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull();

    expect((await anonClient().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'a-brand-new-password' }))
        .error,
    ).toBeNull();
  });

  it('answers {} whether or not the account exists', async () => {
    const res = await authFetch('/recover', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('ghost') }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });
});

describe('logout', () => {
  it('ends the session so its refresh token no longer works', async () => {
    const { client, session } = await newConfirmedUser('logout');
    expect((await client.auth.signOut()).error).toBeNull();
    const refresh = await authFetch('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(((await refresh.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });

  it('with scope=others keeps the current session and ends the rest', async () => {
    const { email, password } = await newConfirmedUser('others');
    const a = anonClient();
    const b = anonClient();
    const sa = (await a.auth.signInWithPassword({ email, password })).data.session!;
    const sb = (await b.auth.signInWithPassword({ email, password })).data.session!;
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    const mine = await authFetch('/user', {
      headers: { authorization: `Bearer ${sa.access_token}` },
    });
    const theirs = await authFetch('/user', {
      headers: { authorization: `Bearer ${sb.access_token}` },
    });
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(403);
  });
});

describe('PKCE flow', () => {
  it('redirects with ?code= and exchanges it once for a session', async () => {
    const email = uniqueEmail('pkce');
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const res = await authFetch(
      `/otp?redirect_to=${encodeURIComponent(`${stack.url}/auth/callback`)}`,
      {
        method: 'POST',
        body: JSON.stringify({
          email,
          create_user: true,
          code_challenge: challenge,
          code_challenge_method: 's256',
        }),
      },
    );
    expect(res.status).toBe(200);
    const { location } = await followLink(verifyLinkOf(await latestMail(email)));
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const bad = await authFetch('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({
        auth_code: code,
        code_verifier: randomBytes(48).toString('base64url'),
      }),
    });
    expect(((await bad.json()) as { code: string }).code).toBe('bad_code_verifier');
    const good = await authFetch('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(good.status).toBe(200);
    expect(((await good.json()) as { user: { email: string } }).user.email).toBe(email);
    const replay = await authFetch('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(replay.status).toBe(404);
  });
});

describe('user endpoint', () => {
  it('merges metadata and confirms an e-mail change through a link to the new address', async () => {
    const { client } = await newConfirmedUser('change');
    const updated = await client.auth.updateUser({ data: { theme: 'mystic' } });
    expect(updated.data.user?.user_metadata.theme).toBe('mystic');
    const newEmail = uniqueEmail('changed');
    const change = await client.auth.updateUser({ email: newEmail });
    expect(change.error).toBeNull();
    expect(change.data.user?.new_email).toBe(newEmail);
    const { fragment } = await followLink(verifyLinkOf(await latestMail(newEmail)));
    expect(fragment.get('type')).toBe('email_change');
    const { data } = await client.auth.getUser(fragment.get('access_token')!);
    expect(data.user?.email).toBe(newEmail);
  });
});

describe('settings, JWKS and OAuth', () => {
  it('publishes the ES256 public key with a cache header, and signs tokens with it', async () => {
    const res = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await res.json()) as {
      keys: { kty: string; alg: string; kid: string; d?: string }[];
    };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
    expect(keys[0]!.d).toBeUndefined();
    const { session } = await newConfirmedUser('jwks');
    const header = JSON.parse(
      Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString(),
    ) as { alg: string; kid: string };
    expect(header).toMatchObject({ alg: 'ES256', kid: keys[0]!.kid });
    const { data, error } = await anonClient().auth.getClaims(session.access_token);
    expect(error).toBeNull();
    expect(data?.claims.email).toBe(session.user.email);
  });

  it('lists enabled providers and refuses unconfigured ones with a clear 400', async () => {
    const settings = (await (await authFetch('/settings')).json()) as {
      external: Record<string, boolean>;
    };
    expect(settings.external).toMatchObject({ email: true, github: true, google: false });
    const res = await fetch(
      `${stack.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(stack.url)}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'provider_disabled',
      message: expect.stringContaining('google'),
    });
  });

  it('signs in with a configured provider, links it by e-mail and unlinks it again', async () => {
    const { client, email, user } = await newConfirmedUser('oauth');
    const start = await fetch(
      `${stack.url}/auth/v1/authorize?provider=github&redirect_to=${encodeURIComponent(`${stack.url}/auth/callback`)}`,
      { redirect: 'manual' },
    );
    expect(start.status).toBe(303);
    const providerUrl = new URL(start.headers.get('location')!);
    expect(providerUrl.origin).toBe(stack.oauthProviderUrl);
    expect(providerUrl.searchParams.get('client_id')).toBe('fake-client');
    const state = providerUrl.searchParams.get('state')!;
    const profile = {
      id: 4242,
      login: 'octo',
      email,
      email_verified: true,
      avatar_url: 'https://example.com/a.png',
    };
    const code = Buffer.from(JSON.stringify(profile)).toString('base64url');
    const { fragment } = await followLink(
      `${stack.url}/auth/v1/callback?code=${code}&state=${state}`,
    );
    const { data } = await anonClient().auth.getUser(fragment.get('access_token')!);
    expect(data.user?.id).toBe(user.id);
    const identities = data.user!.identities!;
    expect(identities.map((i) => i.provider).sort()).toEqual(['email', 'github']);

    const github = identities.find((i) => i.provider === 'github')!;
    await client.auth.refreshSession();
    const unlink = await client.auth.unlinkIdentity(github);
    expect(unlink.error).toBeNull();
    const remaining = (await client.auth.getUserIdentities()).data!.identities;
    expect(remaining.map((i) => i.provider)).toEqual(['email']);
    const last = await client.auth.unlinkIdentity(remaining[0]!);
    expect(last.error?.code).toBe('single_identity_not_deletable');

    // A state value is single-use.
    const replay = await followLink(`${stack.url}/auth/v1/callback?code=${code}&state=${state}`);
    expect(replay.fragment.get('error_code')).toBe('bad_oauth_state');
  });
});
