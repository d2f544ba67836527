import { anonClient, serviceClient, stack, uniqueEmail } from './support/clients';
import { directUser } from './support/direct-users';

interface AuditEntry {
  id: string;
  created_at: string;
  ip_address: string;
  payload: {
    actor_id: string;
    actor_username: string;
    action: string;
    log_type: string;
    traits?: Record<string, string>;
  };
}

async function audit(query: Record<string, string>, bearer = stack.serviceRoleKey) {
  const res = await fetch(`${stack.url}/auth/v1/admin/audit?${new URLSearchParams(query)}`, {
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${bearer}` },
  });
  return { res, body: (await res.json()) as AuditEntry[] & { code?: string; msg?: string } };
}

/** Audit rows are written after the answer: waits until the actor's expected actions are in. */
async function actionsOf(email: string, expected: string[]): Promise<string[]> {
  let actions: string[] = [];
  for (let i = 0; i < 40; i++) {
    const { body } = await audit({ query: `author:${email}`, per_page: '100' });
    actions = body.map((e) => e.payload.action);
    if (expected.every((a) => actions.includes(a))) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return actions;
}

describe('GET /admin/audit', () => {
  it('records sign-in, refresh, password change and sign-out with GoTrue payloads', async () => {
    const { client, email, id, password } = await directUser('audit-trail');
    await client.auth.refreshSession();
    await client.auth.updateUser({
      password: 'audit-new-password',
      current_password: password,
    } as never);
    await client.auth.signOut();
    const actions = await actionsOf(email, [
      'login',
      'token_revoked',
      'token_refreshed',
      'user_updated_password',
      'user_modified',
      'logout',
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        'login',
        'token_revoked',
        'token_refreshed',
        'user_updated_password',
        'user_modified',
        'logout',
      ]),
    );
    const { body } = await audit({ query: `author:${email}`, per_page: '100' });
    const login = body.find((e) => e.payload.action === 'login')!;
    expect(login.payload).toMatchObject({
      actor_id: id,
      actor_username: email,
      actor_via_sso: false,
      log_type: 'account',
      traits: { provider: 'email' },
    });
    expect(login.ip_address).toBeTruthy();
    // A refresh revokes the token it swaps out, as GoTrue records it.
    const revoked = body.find((e) => e.payload.action === 'token_revoked')!;
    expect(revoked.payload).toMatchObject({ actor_id: id, log_type: 'token' });
    // Newest first.
    const times = body.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('records recovery requests without saying so to the caller', async () => {
    const { email } = await directUser('audit-recover');
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await actionsOf(email, ['user_recovery_requested'])).toContain(
      'user_recovery_requested',
    );
  });

  it('records second-factor enrolment', async () => {
    const { client, email } = await directUser('audit-factor');
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    expect(await actionsOf(email, ['factor_in_progress'])).toContain('factor_in_progress');
    const { body } = await audit({ query: `author:${email}` });
    expect(body.find((e) => e.payload.action === 'factor_in_progress')?.payload).toMatchObject({
      log_type: 'factor',
      traits: { factor_id: data!.id, factor_type: 'totp' },
    });
  });

  it('records what the admin API does to an account, by the service role, naming the account', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('audit-admin');
    const created = await admin.createUser({
      email,
      password: 'audit-admin-pass-1',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect((await admin.updateUserById(id, { user_metadata: { plan: 'pro' } })).error).toBeNull();
    const invitedEmail = uniqueEmail('audit-invited');
    const invited = await admin.inviteUserByEmail(invitedEmail);
    expect(invited.error).toBeNull();
    expect((await admin.deleteUser(id)).error).toBeNull();

    const about = (userId: string, expected: string[]) =>
      (async () => {
        let entries: AuditEntry[] = [];
        for (let i = 0; i < 40; i++) {
          const { body } = await audit({ query: 'author:service_role', per_page: '100' });
          entries = body.filter((e) => e.payload.traits?.user_id === userId);
          if (expected.every((a) => entries.some((e) => e.payload.action === a))) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        return entries;
      })();
    const entries = await about(id, ['user_signedup', 'user_modified', 'user_deleted']);
    expect(entries.map((e) => e.payload.action).sort()).toEqual([
      'user_deleted',
      'user_modified',
      'user_signedup',
    ]);
    for (const entry of entries)
      expect(entry.payload).toMatchObject({
        actor_id: '00000000-0000-0000-0000-000000000000',
        actor_username: 'service_role',
        traits: { user_id: id, user_email: email },
      });
    expect(entries.find((e) => e.payload.action === 'user_deleted')!.payload.log_type).toBe('team');
    const [invite] = await about(invited.data.user!.id, ['user_invited']);
    expect(invite?.payload).toMatchObject({
      action: 'user_invited',
      log_type: 'team',
      traits: { user_email: invitedEmail },
    });
  });

  it('filters by action and type, and paginates with Link and X-Total-Count', async () => {
    await directUser('audit-pages');
    const { res, body } = await audit({ query: 'action:login', per_page: '1' });
    expect(res.status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]!.payload.action).toBe('login');
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(1);
    expect(res.headers.get('link')).toContain('rel="next"');
    expect(res.headers.get('link')).toContain(`page=${total}`);

    const tokens = await audit({ query: 'type:token', per_page: '100' });
    expect(tokens.body.every((e) => e.payload.log_type === 'token')).toBe(true);

    const bad = await audit({ query: 'colour:blue' });
    expect(bad.res.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      msg: 'Invalid query scope: colour:blue',
    });
    expect((await audit({ page: 'x' })).res.status).toBe(400);
  });

  it('is for the service role only', async () => {
    const { session } = await directUser('audit-forbidden');
    const asUser = await audit({}, session.access_token);
    expect(asUser.res.status).toBe(403);
    expect(asUser.body).toMatchObject({ code: 'not_admin' });
    expect((await audit({}, stack.anonKey)).res.status).toBe(403);
    const none = await fetch(`${stack.url}/auth/v1/admin/audit`, {
      headers: { apikey: stack.anonKey },
    });
    expect(none.status).toBe(401);
  });
});
