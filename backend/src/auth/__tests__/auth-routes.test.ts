import type { AuthContext } from '../auth-context';
import { createAuthApp } from '../auth-router';
import { generatePrivateJwk, loadJwtKeys } from '../jwt-keys';
import { RateLimiter } from '../rate-limiter';

const API_KEYS = { anonKey: 'anon-key', serviceRoleKey: 'service-key' };

/** The route table alone: a database that is asked anything fails the test. */
async function authApp(rateLimits = { token: 30, signup: 30, otp: 30, recover: 30, verify: 30 }) {
  const keys = await loadJwtKeys(await generatePrivateJwk(), () => 'http://auth.test/auth/v1');
  const asked: unknown[] = [];
  const ctx = {
    keys,
    limiter: new RateLimiter(60_000),
    settings: { rateLimits, disableSignup: true, passwordMinLength: 8, oauthProviders: {} },
    pool: {
      query: async (statement: unknown) => {
        asked.push(statement);
        throw new Error('the route table must answer this without the database');
      },
    },
  } as unknown as AuthContext;
  const app = createAuthApp(ctx, { apiKeys: API_KEYS, trustProxy: false });
  const call = async (method: string, path: string, init: RequestInit = {}, withKey = true) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    if (withKey) headers.apikey = API_KEYS.anonKey;
    const response = await app.fetch(
      new Request(`http://localhost${path}`, { ...init, method, headers }),
      {
        incoming: { headers, url: path, socket: { remoteAddress: '192.0.2.7' } } as never,
        afterResponse: () => undefined,
      },
    );
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
  return { call, asked };
}

describe('auth route table', () => {
  it('answers an unknown path 404 and a known path asked with another method 405', async () => {
    const { call } = await authApp();
    expect(await call('GET', '/nowhere')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect(await call('GET', '/signup')).toMatchObject({
      status: 405,
      body: { code: 'method_not_allowed' },
    });
    expect(await call('PATCH', '/factors/abc')).toMatchObject({ status: 405 });
  });

  it('refuses a missing API key before anything else, but not on pages reached by link', async () => {
    const { call, asked } = await authApp();
    const refused = await call('POST', '/token?grant_type=password', { body: '{' }, false);
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'No API key found in request' },
    });
    expect((await call('GET', '/health', {}, false)).status).toBe(200);
    expect((await call('GET', '/.well-known/jwks.json', {}, false)).status).toBe(200);
    expect(asked).toHaveLength(0);
  });

  it('counts the per-address limit before reading the body', async () => {
    const { call } = await authApp({ token: 30, signup: 1, otp: 30, recover: 30, verify: 30 });
    // The first sign-up spends the budget (and is refused: sign-ups are off in this table test).
    expect(await call('POST', '/signup', { body: '{"email":"a@b.test"}' })).toMatchObject({
      body: { code: 'signup_disabled' },
    });
    const second = await call('POST', '/signup', { body: 'not json' });
    expect(second).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a body that is no JSON object with a readable message', async () => {
    const { call } = await authApp();
    expect(await call('POST', '/otp', { body: '{"email":' })).toMatchObject({
      status: 400,
      body: { code: 'bad_json' },
    });
    expect(await call('POST', '/otp', { body: '[1,2]' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', msg: 'The request body must be a JSON object' },
    });
  });

  it('asks for an access token on signed-in endpoints before touching the database', async () => {
    const { call, asked } = await authApp();
    for (const [method, path] of [
      ['GET', '/user'],
      ['PUT', '/user'],
      ['POST', '/factors'],
      ['DELETE', '/factors/f1'],
      ['POST', '/factors/f1/verify'],
      ['DELETE', '/user/identities/i1'],
    ] as const) {
      const answer = await call(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? {} : { body: '{}' },
      );
      expect({ method, path, ...answer }).toMatchObject({
        status: 401,
        body: { code: 'no_authorization' },
      });
    }
    const forged = await call('GET', '/user', { headers: { authorization: 'Bearer x.y.z' } });
    expect(forged).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    expect(asked).toHaveLength(0);
  });

  it('marks every answer with the GoTrue API version auth-js reads error codes by', async () => {
    const { call } = await authApp();
    for (const answer of [await call('GET', '/settings'), await call('GET', '/nowhere')])
      expect(answer.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});
