import { createHash, randomUUID } from 'node:crypto';
import { anonClient, uniqueEmail, withDatabase } from './support/clients';
import { startAuthStack, type AuthStack } from './support/auth-stack';
import { directUser } from './support/direct-users';
import { startFakeOidcIssuer, type FakeOidcIssuer } from './support/fake-oauth-provider';

const CLIENT_ID = 'astro-google-client';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('signInWithIdToken (grant_type=id_token)', () => {
  let issuer: FakeOidcIssuer;
  let second: AuthStack;
  beforeAll(async () => {
    issuer = await startFakeOidcIssuer(CLIENT_ID);
    second = await startAuthStack({
      AUTH_EXTERNAL_GOOGLE_CLIENT_ID: CLIENT_ID,
      AUTH_EXTERNAL_GOOGLE_SECRET: 'google-secret',
      AUTH_EXTERNAL_GOOGLE_ISSUER: issuer.url,
      AUTH_EXTERNAL_GOOGLE_JWKS_URL: `${issuer.url}/jwks`,
    });
  }, 90_000);
  afterAll(async () => {
    await second?.stop();
    await issuer?.close();
  });

  it('signs a new user up from a verified ID token, with its nonce', async () => {
    const email = uniqueEmail('id-token');
    const sub = randomUUID();
    const nonce = randomUUID();
    const token = await issuer.idToken({
      sub,
      email,
      email_verified: true,
      name: 'Ada Token',
      nonce: sha256(nonce),
    });
    const { data, error } = await second.client().auth.signInWithIdToken({
      provider: 'google',
      token,
      nonce,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, app_metadata: { provider: 'google' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'google', id: sub });

    // The same identity signs in to the same account.
    const again = await second.client().auth.signInWithIdToken({
      provider: 'google',
      token: await issuer.idToken({ sub, email, email_verified: true }),
    });
    expect(again.data.user?.id).toBe(data.user!.id);
  });

  it('links a verified address to its existing account', async () => {
    const { email, id } = await directUser('id-token-link');
    const { data, error } = await second.client().auth.signInWithIdToken({
      provider: 'google',
      token: await issuer.idToken({ sub: randomUUID(), email, email_verified: true }),
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'google']);
  });

  it('refuses tokens that do not verify, with GoTrue OAuth errors', async () => {
    const sub = randomUUID();
    const email = uniqueEmail('id-token-bad');
    const attempt = async (token: string, nonce?: string) =>
      (await second.client().auth.signInWithIdToken({ provider: 'google', token, nonce })).error;

    const forged = await attempt(await issuer.idToken({ sub, email }, { key: 'stranger' }));
    expect(forged).toMatchObject({ status: 400, message: 'Bad ID token' });
    const expired = await attempt(await issuer.idToken({ sub, email }, { expiresIn: '-1m' }));
    expect(expired?.message).toBe('Bad ID token');
    const wrongIssuer = await attempt(
      await issuer.idToken({ sub, email, iss: 'https://evil.test' }),
    );
    expect(wrongIssuer?.message).toBe('Bad ID token');
    const otherApp = await attempt(await issuer.idToken({ sub, email, aud: 'another-client' }));
    expect(otherApp?.message).toBe('Unacceptable audience in id_token: [another-client]');

    const hashed = sha256('the-nonce');
    const missingNonce = await attempt(await issuer.idToken({ sub, email, nonce: hashed }));
    expect(missingNonce?.message).toBe(
      'Passed nonce and nonce in id_token should either both exist or not.',
    );
    const wrongNonce = await attempt(await issuer.idToken({ sub, email, nonce: hashed }), 'other');
    expect(wrongNonce?.message).toBe('Nonces mismatch');
    const stored = await withDatabase((db) =>
      db.query('select 1 from auth.users where email = $1', [email]),
    );
    expect(stored.rowCount).toBe(0);
  });

  it('links an identity to the signed-in account only with manual linking on', async () => {
    const { email, password } = await directUser('id-token-manual');
    const client = second.client();
    await client.auth.signInWithPassword({ email, password });
    const { error } = await client.auth.linkIdentity({
      provider: 'google',
      token: await issuer.idToken({ sub: randomUUID(), email, email_verified: true }),
    });
    expect(error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
  });

  it('names providers that are not set up as GoTrue does', async () => {
    const token = await issuer.idToken({ sub: randomUUID() });
    const apple = await second.client().auth.signInWithIdToken({ provider: 'apple', token });
    expect(apple.error).toMatchObject({ status: 400, code: 'provider_disabled' });
    expect(apple.error?.message).toBe(
      'Provider (issuer "https://appleid.apple.com") is not enabled',
    );
    const custom = await second.client().auth.signInWithIdToken({ provider: 'github', token });
    expect(custom.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(custom.error?.message).toBe('Custom OIDC provider "github" not allowed');
    // The suite's own stack has no Google set up at all.
    const google = await anonClient().auth.signInWithIdToken({ provider: 'google', token });
    expect(google.error?.message).toBe(
      'Provider (issuer "https://accounts.google.com") is not enabled',
    );
  });
});
