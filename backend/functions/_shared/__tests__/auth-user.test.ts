import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { authenticate } from '../auth-user';

const SUPABASE_URL = 'http://project.test';
const USER_ID = '6f1c1d3e-8a1b-4c5d-9e0f-112233445566';

interface Account {
  status: number;
  body?: unknown;
}

let privateKey: CryptoKey;
let jwks: unknown;
/** What GET /auth/v1/user answers next; a thrown error stands for an unreachable service. */
let account: Account | Error;
let userLookups = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'ES256' }] };
  process.env.SUPABASE_URL = SUPABASE_URL;
  process.env.SUPABASE_ANON_KEY = 'anon-key';
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`) return Response.json(jwks);
    if (url === `${SUPABASE_URL}/auth/v1/user`) {
      userLookups++;
      if (account instanceof Error) throw account;
      return Response.json(account.body ?? {}, { status: account.status });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
});

afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  account = active([]);
  userLookups = 0;
});

const active = (factors: { status: string }[], id = USER_ID): Account => ({
  status: 200,
  body: { id, aud: 'authenticated', factors },
});

const token = (aal: 'aal1' | 'aal2', sub = USER_ID) =>
  new SignJWT({ role: 'authenticated', aal, session_id: '0d4c3b2a-1f2e-4d3c-8b7a-665544332211' })
    .setProtectedHeader({ alg: 'ES256', kid: 'key-1' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);

const request = (bearer: string) =>
  new Request('http://localhost/functions/v1/grok/models', {
    headers: { authorization: `Bearer ${bearer}` },
  });

async function refusal(bearer: string) {
  const result = await authenticate(request(bearer));
  if (result.ok) throw new Error('expected a refusal');
  return {
    status: result.response.status,
    body: (await result.response.json()) as { code: string; message: string },
  };
}

describe('authenticate', () => {
  it('accepts a user whose account has no verified factor at aal1', async () => {
    account = active([{ status: 'unverified' }]);
    const result = await authenticate(request(await token('aal1')));
    expect(result).toMatchObject({ ok: true, user: { id: USER_ID } });
  });

  it('asks for aal2 once the account has a verified factor', async () => {
    account = active([{ status: 'verified' }]);
    expect(await refusal(await token('aal1'))).toMatchObject({
      status: 403,
      body: { code: 'insufficient_aal' },
    });
    const result = await authenticate(request(await token('aal2')));
    expect(result.ok).toBe(true);
  });

  it('refuses a token at once when its account is deleted, even one it accepted before', async () => {
    const bearer = await token('aal1');
    expect((await authenticate(request(bearer))).ok).toBe(true);
    account = { status: 403, body: { code: 'user_not_found' } };
    expect(await refusal(bearer)).toMatchObject({
      status: 401,
      body: { code: 'not_authenticated' },
    });
    expect(userLookups).toBe(2);
  });

  it('refuses a token whose session has ended', async () => {
    account = { status: 403, body: { code: 'session_not_found' } };
    expect((await refusal(await token('aal2'))).status).toBe(401);
  });

  it('refuses a token the auth service attributes to another account', async () => {
    account = active([], '00000000-0000-4000-8000-000000000001');
    expect((await refusal(await token('aal1'))).status).toBe(401);
  });

  it('answers 503 when the auth service cannot be asked', async () => {
    account = new Error('connect ECONNREFUSED');
    expect(await refusal(await token('aal1'))).toMatchObject({
      status: 503,
      body: { code: 'auth_unavailable' },
    });
    account = { status: 500, body: {} };
    expect((await refusal(await token('aal1'))).status).toBe(503);
  });

  it('leaves shared-secret (HS256) tokens to the auth service and reads their aal', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!');
    const hs256 = await new SignJWT({ role: 'authenticated', aal: 'aal1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER_ID)
      .setExpirationTime('1h')
      .sign(secret);
    expect((await authenticate(request(hs256))).ok).toBe(true);
    account = active([{ status: 'verified' }]);
    expect((await refusal(hs256)).body.code).toBe('insufficient_aal');
    account = { status: 401, body: {} };
    expect((await refusal(hs256)).status).toBe(401);
  });

  it('checks the signature before asking the auth service', async () => {
    const { privateKey: otherKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'authenticated', aal: 'aal2' })
      .setProtectedHeader({ alg: 'ES256', kid: 'key-1' })
      .setSubject(USER_ID)
      .setExpirationTime('1h')
      .sign(otherKey);
    expect(await refusal(forged)).toMatchObject({
      status: 401,
      body: { message: 'The access token is invalid' },
    });
    expect(userLookups).toBe(0);
  });
});
