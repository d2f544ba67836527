import type { AuthContext } from '../auth-context';
import { createAuthApp } from '../auth-router';
import { parseBanDuration } from '../handlers/admin-users';
import { generatePrivateJwk, loadJwtKeys, type JwtKeys } from '../jwt-keys';
import { RateLimiter } from '../rate-limiter';

const API_KEYS = { anonKey: 'anon-key', serviceRoleKey: 'service-key' };

/** The admin routes' guard alone: a database that is asked anything fails the test. */
async function adminApp() {
  const keys: JwtKeys = await loadJwtKeys(await generatePrivateJwk(), () => 'http://auth.test');
  const asked: unknown[] = [];
  const ctx = {
    keys,
    limiter: new RateLimiter(60_000),
    settings: { rateLimits: {}, disableSignup: true, passwordMinLength: 8, oauthProviders: {} },
    pool: {
      query: async (statement: unknown) => {
        asked.push(statement);
        throw new Error('the guard must answer this without the database');
      },
    },
  } as unknown as AuthContext;
  const app = createAuthApp(ctx, { apiKeys: API_KEYS, trustProxy: false });
  const call = async (method: string, path: string, bearer?: string) => {
    const headers: Record<string, string> = { apikey: API_KEYS.anonKey };
    if (bearer !== undefined) headers.authorization = `Bearer ${bearer}`;
    const response = await app.fetch(new Request(`http://localhost${path}`, { method, headers }), {
      incoming: { headers, url: path, socket: { remoteAddress: '192.0.2.7' } } as never,
      afterResponse: () => undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { call, asked, keys };
}

describe('admin routes', () => {
  it('need a bearer token that this stack signed with the service_role role', async () => {
    const { call, asked, keys } = await adminApp();
    const anon = await keys.sign({ role: 'anon' }, 60);
    const user = await keys.sign({ role: 'authenticated', sub: crypto.randomUUID() }, 60);
    const expired = await keys.sign({ role: 'service_role' }, -60);
    const other = await loadJwtKeys(await generatePrivateJwk(), () => 'http://elsewhere');
    const foreign = await other.sign({ role: 'service_role' }, 60);
    for (const path of ['/admin/users', '/admin/users/x', '/admin/users/x/factors']) {
      expect(await call('GET', path)).toMatchObject({
        status: 401,
        body: { code: 'no_authorization' },
      });
      for (const token of [anon, user])
        expect(await call('GET', path, token)).toMatchObject({
          status: 403,
          body: { code: 'not_admin', msg: 'User not allowed' },
        });
      for (const token of [expired, foreign, 'not-a-jwt'])
        expect(await call('GET', path, token)).toMatchObject({
          status: 403,
          body: { code: 'bad_jwt' },
        });
    }
    expect(asked).toEqual([]);
  });

  it('refuse a malformed user id before reading the database', async () => {
    const { call, asked, keys } = await adminApp();
    const service = await keys.sign({ role: 'service_role' }, 60);
    expect(await call('GET', '/admin/users/not-a-uuid', service)).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', msg: 'user_id must be an UUID' },
    });
    expect(asked).toEqual([]);
  });
});

describe('parseBanDuration', () => {
  it('reads Go durations and "none"', () => {
    expect(parseBanDuration('none')).toBe('none');
    expect(parseBanDuration('0')).toBe(0);
    expect(parseBanDuration('24h')).toBe(86_400_000);
    expect(parseBanDuration('1h30m')).toBe(5_400_000);
    expect(parseBanDuration('1.5s')).toBe(1500);
    expect(parseBanDuration('-1m')).toBe(-60_000);
  });

  it('refuses anything else with validation_failed', () => {
    for (const bad of ['', 'forever', '24', 'h', '1d', '99999999999999h', '1h 2m'])
      expect(() => parseBanDuration(bad)).toThrow(
        expect.objectContaining({ status: 400, code: 'validation_failed' }),
      );
  });
});
