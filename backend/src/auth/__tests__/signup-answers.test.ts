import type { AuthContext } from '../auth-context';
import { createAuthApp } from '../auth-router';
import { generatePrivateJwk, loadJwtKeys } from '../jwt-keys';
import { RateLimiter } from '../rate-limiter';

const API_KEYS = { anonKey: 'anon-key', serviceRoleKey: 'service-key' };

/** Sign-up with confirmation off, against a database where every address already has an account. */
async function signUp(body: unknown) {
  const keys = await loadJwtKeys(await generatePrivateJwk(), () => 'http://auth.test/auth/v1');
  const ctx = {
    keys,
    limiter: new RateLimiter(60_000),
    settings: {
      rateLimits: { token: 30, signup: 30, otp: 30, recover: 30, verify: 30 },
      disableSignup: false,
      autoconfirm: true,
      passwordMinLength: 8,
      oauthProviders: {},
    },
    afterResponse: { settled: async () => undefined },
    pool: { query: async () => ({ rows: [{ id: 'b3a1c2d4-0000-4000-8000-000000000001' }] }) },
  } as unknown as AuthContext;
  const app = createAuthApp(ctx, { apiKeys: API_KEYS, trustProxy: false });
  const headers = { apikey: API_KEYS.anonKey, 'content-type': 'application/json' };
  const response = await app.fetch(
    new Request('http://localhost/signup', { method: 'POST', headers, body: JSON.stringify(body) }),
    {
      incoming: { headers, url: '/signup', socket: { remoteAddress: '192.0.2.9' } } as never,
      afterResponse: () => undefined,
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /signup answers in GoTrue words', () => {
  it('refuses an address that has an account with 422 user_already_exists', async () => {
    expect(
      await signUp({ email: 'taken@example.test', password: 'a-long-unusual-passphrase' }),
    ).toMatchObject({
      status: 422,
      body: { code: 'user_already_exists', msg: 'User already registered' },
    });
  });

  it('states a validation problem without the field name in front of it', async () => {
    const answer = await signUp({ email: 'not-an-address', password: 'a-long-unusual-passphrase' });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        msg: 'Unable to validate email address: invalid format',
      },
    });
  });
});
