import * as OTPAuth from 'otpauth';
import { anonClient, stack } from './support/clients';
import { directUser } from './support/direct-users';

/**
 * `GET /auth/v1/user` is what the functions ask on every request to learn whether a token's
 * session and account still stand and which factors the account has. These pin down its answer.
 */
const authFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/auth/v1${path}`, {
    ...init,
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...init.headers },
  });

const getUser = (accessToken: string) =>
  authFetch('/user', { headers: { authorization: `Bearer ${accessToken}` } });

async function passwordSignIn(email: string, password: string) {
  const res = await authFetch('/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; user: Record<string, unknown> };
}

async function expectRefused(res: Response, status: number, code: string) {
  expect({ status: res.status, code: ((await res.json()) as { code?: string }).code }).toEqual({
    status,
    code,
  });
}

describe('GET /auth/v1/user', () => {
  it('answers the same user a sign-in gives, with every factor and its status but no secret', async () => {
    const { client, email, password } = await directUser('user-shape');
    const totp = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    const code = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(totp.data!.totp.secret),
    }).generate();
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId: totp.data!.id, code })).error,
    ).toBeNull();
    // A second factor, enrolled from the aal2 session but never verified.
    const pending = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(pending.error).toBeNull();

    const signIn = await passwordSignIn(email, password);
    const res = await getUser(signIn.access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const user = (await res.json()) as {
      email: string;
      identities: { provider: string; identity_data: { email?: string } }[];
      factors: Record<string, unknown>[];
    };
    // The token response builds its user from separate reads; both must describe it alike.
    expect(user).toEqual(signIn.user);
    expect(user.email).toBe(email);
    expect(user.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        identity_data: expect.objectContaining({ email }),
      }),
    ]);
    expect(user.factors).toEqual([
      expect.objectContaining({
        id: totp.data!.id,
        friendly_name: 'Phone app',
        factor_type: 'totp',
        status: 'verified',
        last_challenged_at: expect.any(String),
      }),
      expect.objectContaining({ id: pending.data!.id, status: 'unverified' }),
    ]);
    for (const factor of user.factors) {
      expect(Object.keys(factor)).not.toContain('secret');
      expect(Object.keys(factor)).not.toContain('last_totp_step');
      expect(Number.isNaN(Date.parse(String(factor.created_at)))).toBe(false);
    }
  });

  it('refuses a signed-out session, and only that session', async () => {
    const { email, password } = await directUser('user-signed-out');
    const leaving = anonClient();
    const { data } = await leaving.auth.signInWithPassword({ email, password });
    const leavingToken = data.session!.access_token;
    const staying = await passwordSignIn(email, password);
    expect((await getUser(leavingToken)).status).toBe(200);

    expect((await leaving.auth.signOut({ scope: 'local' })).error).toBeNull();

    await expectRefused(await getUser(leavingToken), 403, 'session_not_found');
    expect((await getUser(staying.access_token)).status).toBe(200);
  });

  it('refuses every token of a deleted account', async () => {
    const { client, session } = await directUser('user-deleted');
    expect((await getUser(session.access_token)).status).toBe(200);
    expect((await client.rpc('delete_own_account')).error).toBeNull();
    await expectRefused(await getUser(session.access_token), 403, 'session_not_found');
  });

  it('refuses a missing, forged or malformed token as before', async () => {
    const { session } = await directUser('user-bad-token');
    await expectRefused(await authFetch('/user'), 401, 'no_authorization');
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    await expectRefused(await getUser(forged), 403, 'bad_jwt');
    await expectRefused(await getUser('not-a-token'), 403, 'bad_jwt');
  });
});
