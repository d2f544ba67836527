import type { AuthContext } from '../auth-context';
import { createAuthApp } from '../auth-router';
import { generatePrivateJwk, loadJwtKeys } from '../jwt-keys';

const USER_ID = '6f0c1f7e-2c4b-4c1e-9a53-0d5b1f3f0a11';
const SESSION_ID = '0b8f6a2e-7d3c-4e55-8f0a-3c2d1e4b5a66';
const CREATED = new Date('2025-03-01T10:00:00.000Z');

/** The row the one lookup statement returns: user columns as the driver types them, links as jsonb. */
const holderRow = (overrides: Record<string, unknown> = {}) => ({
  session_active: true,
  id: USER_ID,
  aud: 'authenticated',
  role: 'authenticated',
  email: 'star@example.test',
  encrypted_password: 'hash',
  email_confirmed_at: CREATED,
  confirmation_sent_at: null,
  recovery_sent_at: null,
  email_change: null,
  email_change_sent_at: null,
  last_sign_in_at: CREATED,
  raw_app_meta_data: { provider: 'email', providers: ['email'] },
  raw_user_meta_data: {},
  created_at: CREATED,
  updated_at: CREATED,
  phone: null,
  phone_confirmed_at: null,
  confirmed_at: CREATED,
  banned_until: null,
  deleted_at: null,
  is_anonymous: false,
  linked_identities: [
    {
      id: 'a1d5c1b0-1111-4c1e-9a53-0d5b1f3f0a11',
      provider_id: USER_ID,
      user_id: USER_ID,
      identity_data: { sub: USER_ID, email: 'star@example.test' },
      provider: 'email',
      last_sign_in_at: '2025-03-01T10:00:00.123456+00:00',
      created_at: '2025-03-01T10:00:00+00:00',
      updated_at: '2025-03-01T10:00:00+00:00',
      email: 'star@example.test',
    },
  ],
  linked_factors: [
    {
      id: 'f1d5c1b0-2222-4c1e-9a53-0d5b1f3f0a11',
      user_id: USER_ID,
      friendly_name: 'Phone app',
      factor_type: 'totp',
      status: 'verified',
      secret: 'JBSWY3DPEHPK3PXP',
      phone: null,
      last_totp_step: 58_000_000,
      last_challenged_at: '2025-03-02T08:30:00.5+00:00',
      created_at: '2025-03-01T10:05:00+00:00',
      updated_at: '2025-03-01T10:06:00+00:00',
    },
  ],
  ...overrides,
});

const API_KEYS = { anonKey: 'anon-key', serviceRoleKey: 'service-key' };

async function setUp(row: Record<string, unknown>) {
  const keys = await loadJwtKeys(await generatePrivateJwk(), () => 'http://auth.test/auth/v1');
  const queries: unknown[] = [];
  const pool = {
    query: async (statement: unknown) => {
      queries.push(statement);
      return { rows: [row], rowCount: 1 };
    },
  };
  const ctx = { pool, keys } as unknown as AuthContext;
  const token = await keys.sign(
    { sub: USER_ID, role: 'authenticated', session_id: SESSION_ID, aal: 'aal1' },
    3600,
  );
  const headers = { authorization: `Bearer ${token}`, apikey: API_KEYS.anonKey };
  const app = createAuthApp(ctx, { apiKeys: API_KEYS, trustProxy: false });
  const getUser = async () => {
    const response = await app.fetch(new Request('http://localhost/user', { headers }), {
      incoming: { headers, url: '/user', socket: { remoteAddress: '192.0.2.1' } } as never,
      afterResponse: () => undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { getUser, queries };
}

describe('GET /user', () => {
  it('reads session, user, identities and factors in one database round trip', async () => {
    const { getUser, queries } = await setUp(holderRow());
    const result = await getUser();
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ values: [USER_ID, SESSION_ID] });
    expect(result).toEqual({
      status: 200,
      body: expect.objectContaining({
        id: USER_ID,
        email: 'star@example.test',
        created_at: '2025-03-01T10:00:00.000Z',
        identities: [
          expect.objectContaining({
            id: USER_ID,
            provider: 'email',
            last_sign_in_at: '2025-03-01T10:00:00.123Z',
            created_at: '2025-03-01T10:00:00.000Z',
          }),
        ],
        factors: [
          {
            id: 'f1d5c1b0-2222-4c1e-9a53-0d5b1f3f0a11',
            friendly_name: 'Phone app',
            factor_type: 'totp',
            status: 'verified',
            created_at: '2025-03-01T10:05:00.000Z',
            updated_at: '2025-03-01T10:06:00.000Z',
            last_challenged_at: '2025-03-02T08:30:00.500Z',
          },
        ],
      }),
    });
  });

  it('refuses an ended session before looking at the account, as before', async () => {
    const { getUser } = await setUp(holderRow({ session_active: false, id: null }));
    expect(await getUser()).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
  });

  it('refuses a token whose account is gone', async () => {
    const { getUser } = await setUp(
      holderRow({ id: null, linked_identities: null, linked_factors: null }),
    );
    expect(await getUser()).toMatchObject({ status: 404, body: { code: 'user_not_found' } });
  });
});
