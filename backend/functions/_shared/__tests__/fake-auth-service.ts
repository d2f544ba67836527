import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

const SUPABASE_URL = 'http://project.test';

/**
 * Stands in for the auth service the functions ask about every token (its published keys and
 * GET /auth/v1/user), so a route test sends real signed tokens through the real checks. Any
 * other fetch throws: a route refused before its handler must reach nothing else.
 */
export interface FakeAuthService {
  /** A signed-in user's access token, as the auth service issues it. */
  token(userId: string): Promise<string>;
  /** False: the auth service no longer knows the account (deleted, or its session ended). */
  accountExists: boolean;
}

/** Installs the fake as `fetch`; undo with `jest.restoreAllMocks()`. */
export async function installFakeAuthService(): Promise<FakeAuthService> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'ES256' }] };
  process.env.SUPABASE_URL = SUPABASE_URL;
  process.env.SUPABASE_ANON_KEY = 'anon-key';
  const service: FakeAuthService = {
    token: (userId) => signed(privateKey, userId),
    accountExists: true,
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`) return Response.json(jwks);
    if (url === `${SUPABASE_URL}/auth/v1/user`) {
      if (!service.accountExists) return Response.json({ msg: 'User not found' }, { status: 404 });
      const bearer = new Headers(init?.headers).get('authorization') ?? '';
      const id = decodeJwt(bearer.replace(/^Bearer /, '')).sub;
      return Response.json({ id, aud: 'authenticated', factors: [] });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  return service;
}

const signed = (key: CryptoKey, userId: string) =>
  new SignJWT({ role: 'authenticated', aal: 'aal1' })
    .setProtectedHeader({ alg: 'ES256', kid: 'key-1' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
