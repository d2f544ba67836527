import { randomUUID } from 'node:crypto';
import { anonClient, serviceClient, stack, uniqueEmail, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';

/**
 * GoTrue's admin API for users, driven through supabase-js's `auth.admin.*` with the
 * service-role key, and probed with every other credential an attacker could hold.
 */
const admin = () => serviceClient().auth.admin;
const PASSWORD = 'correct-horse-battery';

const adminFetch = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });

async function refusal(res: Response) {
  return { status: res.status, code: ((await res.json()) as { code?: string }).code };
}

describe('who may call the admin API', () => {
  it('refuses the anon key, a signed-in user and a forged token; asks for a bearer when none', async () => {
    const { session } = await directUser('admin-probe');
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', '/admin/users'],
      ['POST', '/admin/users'],
      ['GET', `/admin/users/${id}`],
      ['PUT', `/admin/users/${id}`],
      ['DELETE', `/admin/users/${id}`],
      ['GET', `/admin/users/${id}/factors`],
      ['DELETE', `/admin/users/${id}/factors/${randomUUID()}`],
    ] as const) {
      const body = method === 'GET' ? undefined : '{}';
      expect(await refusal(await adminFetch(path, stack.anonKey, { method, body }))).toEqual({
        status: 403,
        code: 'not_admin',
      });
      expect(await refusal(await adminFetch(path, session.access_token, { method, body }))).toEqual(
        { status: 403, code: 'not_admin' },
      );
      const [head, payload] = stack.serviceRoleKey.split('.');
      expect(
        await refusal(await adminFetch(path, `${head}.${payload}.forged`, { method, body })),
      ).toEqual({ status: 403, code: 'bad_jwt' });
      const res = await fetch(`${stack.url}/auth/v1${path}`, {
        method,
        body,
        headers: { apikey: stack.serviceRoleKey },
      });
      expect(await refusal(res)).toEqual({ status: 401, code: 'no_authorization' });
    }
    // supabase-js with the anon key: the same refusal, as an AuthApiError.
    const { error } = await anonClient().auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('admin users', () => {
  it('creates a confirmed user who can sign in, with metadata, and refuses a taken address', async () => {
    const email = uniqueEmail('admin-create');
    const { data, error } = await admin().createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Ada' },
      app_metadata: { plan: 'pro' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { full_name: 'Ada' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
      identities: [expect.objectContaining({ provider: 'email', user_id: data.user!.id })],
    });
    expect(data.user!.email_confirmed_at).toEqual(expect.any(String));

    const signIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(data.user!.id);

    const again = await admin().createUser({ email: email.toUpperCase(), password: PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('applies the password policy, needs an email or phone, and refuses oversized metadata', async () => {
    const weak = await admin().createUser({ email: uniqueEmail('admin-weak'), password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const none = await admin().createUser({ password: PASSWORD });
    expect(none.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const big = await admin().createUser({
      email: uniqueEmail('admin-big'),
      user_metadata: { blob: 'x'.repeat(9 * 1024) },
    });
    expect(big.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const badBan = await admin().createUser({
      email: uniqueEmail('admin-ban'),
      ban_duration: 'forever',
    });
    expect(badBan.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('creates a phone user, and refuses a taken phone number', async () => {
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const { data, error } = await admin().createUser({ phone, phone_confirm: true });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: phone.slice(1), email: '' });
    expect(data.user!.phone_confirmed_at).toEqual(expect.any(String));
    const again = await admin().createUser({ phone });
    expect(again.error).toMatchObject({ status: 422, code: 'phone_exists' });
  });

  it('gets a user by id; unknown ids are 404 and malformed ones 400', async () => {
    const { id, email } = await directUser('admin-get');
    const { data, error } = await admin().getUserById(id);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email });
    expect((await admin().getUserById(randomUUID())).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    for (const bad of ['not-a-uuid', "1' or '1'='1", '%00', '..%2F..%2Fsettings']) {
      const res = await adminFetch(`/admin/users/${bad}`, stack.serviceRoleKey);
      expect([400, 404]).toContain(res.status);
    }
  });

  it('lists users by page with GoTrue’s Link and X-Total-Count headers', async () => {
    for (let i = 0; i < 3; i++) await directUser('admin-list');
    const first = await admin().listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    expect(first.data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    expect((first.data as { total?: number }).total).toBeGreaterThanOrEqual(3);
    const res = await adminFetch('/admin/users?page=1&per_page=2', stack.serviceRoleKey);
    const total = Number(res.headers.get('x-total-count'));
    expect(res.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    // Newest first, and the second page does not repeat the first.
    const second = await admin().listUsers({ page: 2, perPage: 2 });
    const ids = first.data.users.map((u) => u.id);
    expect(second.data.users.some((u) => ids.includes(u.id))).toBe(false);
    const defaults = await admin().listUsers();
    expect(defaults.data.users.length).toBeLessThanOrEqual(50);
    const bad = await adminFetch('/admin/users?page=-1', stack.serviceRoleKey);
    expect(await refusal(bad)).toEqual({ status: 400, code: 'validation_failed' });
  });

  it('updates email, password and metadata (merged), bans and unbans', async () => {
    const { id } = await directUser('admin-update');
    const email = uniqueEmail('admin-updated');
    const updated = await admin().updateUserById(id, {
      email,
      password: 'another-long-passphrase',
      user_metadata: { a: 1, b: 2 },
      app_metadata: { plan: 'team' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email,
      user_metadata: { a: 1, b: 2 },
      app_metadata: { plan: 'team', provider: 'email' },
    });
    const merged = await admin().updateUserById(id, { user_metadata: { b: null, c: 3 } });
    expect(merged.data.user?.user_metadata).toEqual({ a: 1, c: 3 });

    const login = () =>
      anonClient().auth.signInWithPassword({ email, password: 'another-long-passphrase' });
    expect((await login()).error).toBeNull();

    const banned = await admin().updateUserById(id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect((await login()).error).toMatchObject({ status: 400, code: 'user_banned' });
    expect((await admin().updateUserById(id, { ban_duration: 'none' })).error).toBeNull();
    expect((await login()).error).toBeNull();

    const { email: takenEmail } = await directUser('admin-taken');
    expect((await admin().updateUserById(id, { email: takenEmail })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
    expect((await admin().updateUserById(id, { password: 'short' })).error).toMatchObject({
      status: 422,
      code: 'weak_password',
    });
    expect(
      (await admin().updateUserById(id, { user_metadata: { big: 'x'.repeat(9000) } })).error,
    ).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await admin().updateUserById(randomUUID(), { user_metadata: {} })).error).toMatchObject(
      { status: 404, code: 'user_not_found' },
    );
  });

  it('a ban ends the sessions the account already has', async () => {
    const { id, session } = await directUser('admin-ban-session');
    expect((await admin().updateUserById(id, { ban_duration: '1h' })).error).toBeNull();
    expect(await refusal(await adminFetch('/user', session.access_token))).toEqual({
      status: 403,
      code: 'session_not_found',
    });
    const refresh = await anonClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400 });
  });

  it('a ban holds for every way in, not only the password', async () => {
    const { id, email } = await directUser('admin-ban-link');
    expect((await admin().updateUserById(id, { ban_duration: '1h' })).error).toBeNull();
    const link = await admin().generateLink({ type: 'magiclink', email });
    expect(link.error).toBeNull();
    const { error } = await anonClient().auth.verifyOtp({
      email,
      token: link.data.properties!.email_otp,
      type: 'email',
    });
    expect(error).toMatchObject({ status: 400, code: 'user_banned' });
  });

  it('hard delete removes the account and its sessions', async () => {
    const { id, session } = await directUser('admin-delete');
    const profiles = () =>
      withDatabase(
        async (db) =>
          (await db.query('select 1 from public.profiles where id = $1', [id])).rowCount,
      );
    expect(await profiles()).toBe(1);
    expect((await admin().deleteUser(id)).error).toBeNull();
    // The app's own rows go with the account (foreign keys cascade from auth.users).
    expect(await profiles()).toBe(0);
    expect((await admin().getUserById(id)).error).toMatchObject({ status: 404 });
    expect(await refusal(await adminFetch('/user', session.access_token))).toEqual({
      status: 403,
      code: 'session_not_found',
    });
    const rows = await withDatabase(
      async (db) => (await db.query('select 1 from auth.users where id = $1', [id])).rowCount,
    );
    expect(rows).toBe(0);
    expect((await admin().deleteUser(id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
  });

  it('soft delete keeps a scrubbed row, frees the address and refuses sign-in', async () => {
    const { id, email, password } = await directUser('admin-soft');
    expect((await admin().deleteUser(id, true)).error).toBeNull();
    expect((await admin().getUserById(id)).error).toMatchObject({ status: 404 });
    const row = await withDatabase(
      async (db) =>
        (
          await db.query(
            'select email, encrypted_password, deleted_at, raw_user_meta_data from auth.users where id = $1',
            [id],
          )
        ).rows[0] as Record<string, unknown>,
    );
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(row.email).not.toBe(email);
    expect(row.encrypted_password).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({ email, password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    // The address can be given to a new account.
    const again = await admin().createUser({ email, password: PASSWORD, email_confirm: true });
    expect(again.error).toBeNull();
  });
});
