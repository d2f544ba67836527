import type { Session, SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { startAiStack, type AiStack } from './support/ai-stack';
import { anonClient, newConfirmedUser, uniqueEmail, withDatabase } from './support/clients';

/**
 * Two-step verification is enforced by the server, not by the page: once an account has a
 * verified factor, a password-only sign-in (aal1) reaches none of its data, cannot change its
 * e-mail, phone or password, and is refused by the functions and storage; passing the factor
 * (aal2) opens all of them. Accounts without a factor keep working at aal1, and a deleted
 * account's token stops working in the functions at once.
 */

const MFA_POLICY = 'mfa: aal2 once a factor is verified';
const BRAIN_ID = 'natal-chart-guide';
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = () => new Blob([new Uint8Array(PIXEL_PNG)], { type: 'image/png' });

let ai: AiStack;

beforeAll(async () => {
  ai = await startAiStack();
}, 60_000);

afterAll(async () => {
  await ai?.stop();
});

const claimsOf = (session: Session) =>
  JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8')) as {
    aal: string;
  };

const authenticator = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

async function currentSession(client: SupabaseClient): Promise<Session> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session;
}

const grok = (session: Session) =>
  fetch(`${ai.url}/functions/v1/grok/chat/completions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      model: 'grok-3-mini',
      messages: [{ role: 'user', content: 'What does my Moon sign say?' }],
    }),
  });

const brainChat = (session: Session) =>
  fetch(`${ai.url}/functions/v1/brain/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'My chart', brain_id: BRAIN_ID }),
  });

const chart = (name: string) => ({
  name,
  birth_date: '1990-04-02',
  latitude: 51.5,
  longitude: -0.12,
  time_zone: 'Europe/London',
  birth_utc: '1990-04-02T10:00:00Z',
});

/** What a user's own data looks like to a client: profile, charts, a new chart, a rename. */
async function touchOwnRows(client: SupabaseClient, userId: string) {
  const profile = await client.from('profiles').select('id').eq('id', userId);
  const charts = await client.from('charts').select('name').eq('user_id', userId);
  const inserted = await client.from('charts').insert(chart('Second chart')).select('id');
  const renamed = await client
    .from('profiles')
    .update({ status: 'away' })
    .eq('id', userId)
    .select('id');
  return { profile, charts, inserted, renamed };
}

async function expectRefusedBody(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(((await res.json()) as { code: string }).code).toBe(code);
}

/** An account signed up through the API, with a verified TOTP factor and one chart. */
async function accountWithVerifiedTotp() {
  const account = await newConfirmedUser('aal2');
  const enrolled = await account.client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error || !enrolled.data)
    throw new Error(`enroll failed: ${enrolled.error?.message}`);
  const secret = enrolled.data.totp.secret;
  const verified = await account.client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: authenticator(secret).generate(),
  });
  expect(verified.error).toBeNull();
  const created = await account.client.from('charts').insert(chart('First chart'));
  expect(created.error).toBeNull();
  return { ...account, factorId: enrolled.data.id, secret };
}

describe('an account with a verified second factor', () => {
  it('refuses a password-only (aal1) token everywhere, and accepts it once the factor is passed', async () => {
    const account = await accountWithVerifiedTotp();
    const id = account.user.id;
    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    expect(signIn.error).toBeNull();
    const aal1 = signIn.data.session!;
    expect(claimsOf(aal1).aal).toBe('aal1');

    // Auth: no e-mail, phone or password change with a password alone.
    const newEmail = uniqueEmail('aal2-moved');
    for (const attributes of [
      { email: newEmail },
      { password: 'a-brand-new-password', current_password: account.password },
      { phone: '+14155550123' },
    ]) {
      const { error } = await client.auth.updateUser(attributes);
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('insufficient_aal');
    }
    expect((await client.auth.getUser()).data.user?.new_email).toBeUndefined();

    // Data: the account's rows are invisible and unwritable.
    const refused = await touchOwnRows(client, id);
    expect(refused.profile).toMatchObject({ error: null, data: [] });
    expect(refused.charts).toMatchObject({ error: null, data: [] });
    expect(refused.inserted.error?.code).toBe('42501');
    expect(refused.renamed).toMatchObject({ error: null, data: [] });

    // Functions and storage answer with the code clients know.
    await expectRefusedBody(await grok(aal1), 403, 'insufficient_aal');
    await expectRefusedBody(await brainChat(aal1), 403, 'insufficient_aal');
    const upload = await client.storage.from('avatars').upload(`${id}/avatar.png`, png());
    expect(upload.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    // Passing the factor (with the next window's code: each code is accepted once) opens it all.
    const passed = await client.auth.mfa.challengeAndVerify({
      factorId: account.factorId,
      code: authenticator(account.secret).generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(passed.error).toBeNull();
    const aal2 = await currentSession(client);
    expect(claimsOf(aal2).aal).toBe('aal2');

    const allowed = await touchOwnRows(client, id);
    expect(allowed.profile).toMatchObject({ error: null, data: [{ id }] });
    expect(allowed.charts).toMatchObject({ error: null, data: [{ name: 'First chart' }] });
    expect(allowed.inserted.error).toBeNull();
    expect(allowed.inserted.data).toHaveLength(1);
    expect(allowed.renamed).toMatchObject({ error: null, data: [{ id }] });

    expect((await grok(aal2)).status).toBe(200);
    expect((await brainChat(aal2)).status).toBe(200);
    const uploaded = await client.storage
      .from('avatars')
      .upload(`${id}/avatar.png`, png(), { upsert: true });
    expect(uploaded.error).toBeNull();

    const emailChange = await client.auth.updateUser({ email: newEmail });
    expect(emailChange.error).toBeNull();
    expect(emailChange.data.user?.new_email).toBe(newEmail);
    const passwordChange = await client.auth.updateUser({
      password: 'a-brand-new-password',
      current_password: account.password,
    });
    expect(passwordChange.error).toBeNull();
  });
});

describe('an account without a second factor', () => {
  it('keeps working with a password-only (aal1) token', async () => {
    const account = await newConfirmedUser('aal1-only');
    const id = account.user.id;
    const session = await currentSession(account.client);
    expect(claimsOf(session).aal).toBe('aal1');
    expect((await account.client.from('charts').insert(chart('First chart'))).error).toBeNull();

    const rows = await touchOwnRows(account.client, id);
    expect(rows.profile).toMatchObject({ error: null, data: [{ id }] });
    expect(rows.charts).toMatchObject({ error: null, data: [{ name: 'First chart' }] });
    expect(rows.inserted.error).toBeNull();
    expect(rows.renamed).toMatchObject({ error: null, data: [{ id }] });

    expect((await grok(session)).status).toBe(200);
    expect((await brainChat(session)).status).toBe(200);
    const upload = await account.client.storage.from('avatars').upload(`${id}/avatar.png`, png());
    expect(upload.error).toBeNull();

    const passwordChange = await account.client.auth.updateUser({
      password: 'a-brand-new-password',
      current_password: account.password,
    });
    expect(passwordChange.error).toBeNull();
  });
});

describe('a deleted account', () => {
  it('has its token refused by the functions at once', async () => {
    const account = await newConfirmedUser('aal-deleted');
    const session = await currentSession(account.client);
    // Used just before, so nothing the functions remember about the token may keep it alive.
    expect((await grok(session)).status).toBe(200);
    expect((await brainChat(session)).status).toBe(200);

    expect((await account.client.rpc('delete_own_account')).error).toBeNull();

    await expectRefusedBody(await grok(session), 401, 'not_authenticated');
    await expectRefusedBody(await brainChat(session), 401, 'not_authenticated');
    const upload = await account.client.storage
      .from('avatars')
      .upload(`${account.user.id}/avatar.png`, png());
    expect(upload.error).not.toBeNull();
  });
});

describe('the assurance-level policy', () => {
  it('is on every table with row-level security in public, storage.objects and realtime.messages', async () => {
    const { tables, policies } = await withDatabase(async (db) => ({
      tables: (
        await db.query<{ name: string; rls: boolean }>(
          `select schemaname || '.' || tablename as name, rowsecurity as rls from pg_tables
           where schemaname = 'public' or (schemaname = 'storage' and tablename = 'objects')
              or (schemaname = 'realtime' and tablename = 'messages')
           order by 1`,
        )
      ).rows,
      policies: (
        await db.query<{
          name: string;
          permissive: string;
          roles: string[];
          cmd: string;
          qual: string;
          with_check: string;
        }>(
          `select schemaname || '.' || tablename as name, permissive, roles::text[] as roles, cmd, qual, with_check
           from pg_policies where policyname = $1 order by 1`,
          [MFA_POLICY],
        )
      ).rows,
    }));
    // Every table has row-level security, so a new table without this policy fails here.
    expect(tables.filter((t) => !t.rls)).toEqual([]);
    expect(tables.length).toBeGreaterThan(10);
    expect(policies.map((p) => p.name)).toEqual(tables.map((t) => t.name));
    for (const policy of policies) {
      expect(policy).toMatchObject({
        permissive: 'RESTRICTIVE',
        roles: ['authenticated'],
        cmd: 'ALL',
      });
      expect(policy.qual).toMatch(/SELECT private\.has_required_aal\(\)/);
      expect(policy.with_check).toMatch(/SELECT private\.has_required_aal\(\)/);
    }
  });

  it('keeps its helper out of the API', async () => {
    const { error } = await anonClient().rpc('has_required_aal');
    expect(error?.code).toBe('PGRST202');
  });
});
