import * as OTPAuth from 'otpauth';
import { anonClient, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';

const asBlob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('deleting one’s own account', () => {
  it('removes the account and personal data, after which signing in fails', async () => {
    const { client, user, email, password } = await directUser('delete-me');
    await client.from('charts').insert({
      name: 'Me',
      birth_date: '1990-04-02',
      latitude: 51.5,
      longitude: -0.12,
      time_zone: 'Europe/London',
      birth_utc: '1990-04-02T10:00:00Z',
    });
    await client.storage
      .from('avatars')
      .upload(`${user.id}/avatar.png`, asBlob(PIXEL_PNG, 'image/png'));
    expect((await anonClient().rpc('delete_own_account')).error).not.toBeNull();

    const deleted = await client.rpc('delete_own_account');
    expect(deleted.error).toBeNull();
    const left = await withDatabase(async (db) => {
      const count = async (sql: string) =>
        Number((await db.query<{ n: string }>(sql, [user.id])).rows[0]!.n);
      return {
        users: await count('select count(*) as n from auth.users where id = $1'),
        profiles: await count('select count(*) as n from public.profiles where id = $1'),
        charts: await count('select count(*) as n from public.charts where user_id = $1'),
        files: await count('select count(*) as n from storage.objects where owner = $1'),
        sessions: await count('select count(*) as n from auth.sessions where user_id = $1'),
      };
    });
    expect(left).toEqual({ users: 0, profiles: 0, charts: 0, files: 0, sessions: 0 });
    const signIn = await anonClient().auth.signInWithPassword({ email, password });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('needs the second factor first when one is enrolled', async () => {
    const { client, email, password } = await directUser('delete-mfa');
    const factor = await client.auth.mfa.enroll({ factorType: 'totp' });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.data!.totp.secret) });
    await client.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code: totp.generate() });
    const fresh = anonClient();
    await fresh.auth.signInWithPassword({ email, password });
    const refused = await fresh.rpc('delete_own_account');
    expect(refused.error?.message).toBe('Verify your second factor before deleting your account');
    const allowed = await client.rpc('delete_own_account');
    expect(allowed.error).toBeNull();
  });
});

describe('password change', () => {
  it('needs the current password to choose a new one', async () => {
    const { client, email, password } = await directUser('password-change');
    const without = await client.auth.updateUser({ password: 'another-good-password' });
    expect(without.error?.code).toBe('current_password_required');
    const wrong = await client.auth.updateUser({
      password: 'another-good-password',
      current_password: 'not-my-password',
    });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    const right = await client.auth.updateUser({
      password: 'another-good-password',
      current_password: password,
    });
    expect(right.error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'another-good-password' }))
        .error,
    ).toBeNull();
  });
});

describe('usernames', () => {
  it('are unique regardless of case and validated when changed', async () => {
    const a = await directUser('name-a');
    const b = await directUser('name-b');
    const wanted = `Star Gazer ${Date.now().toString(36)}`;
    const set = await a.client
      .from('profiles')
      .update({ username: wanted })
      .eq('id', a.user.id)
      .select('username');
    expect(set.error).toBeNull();
    expect(set.data).toEqual([{ username: wanted }]);
    const taken = await b.client
      .from('profiles')
      .update({ username: wanted.toUpperCase() })
      .eq('id', b.user.id);
    expect(taken.error?.code).toBe('23505');
    const invalid = await b.client
      .from('profiles')
      .update({ username: '<script>' })
      .eq('id', b.user.id);
    expect(invalid.error?.code).toBe('23514');
    const short = await b.client.from('profiles').update({ username: 'ab' }).eq('id', b.user.id);
    expect(short.error?.code).toBe('23514');
  });

  it('are derived from the e-mail at sign-up, with a suffix when taken', async () => {
    const first = await directUser('twin');
    const local = first.email.split('@')[0]!;
    // The same local part at another domain must still get an account, with its own name.
    const second = await directUser('twin', undefined, `${local}@other.contract.test`);
    const names = await withDatabase(async (db) =>
      (
        await db.query<{ username: string }>(
          'select username from public.profiles where id = any($1::uuid[]) order by created_at',
          [[first.id, second.id]],
        )
      ).rows.map((r) => r.username),
    );
    expect(names[0]).toBe(local);
    expect(names[1]).toMatch(new RegExp(`^${local}-[0-9a-f]{5}$`));
  });
});
