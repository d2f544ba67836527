import { randomUUID } from 'node:crypto';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';

/**
 * The one ES256 key pair that signs every token (access tokens and the API keys). It is
 * generated on first start and kept in the data directory, so tokens survive restarts.
 */
export interface JwtKeys {
  kid: string;
  privateJwk: JWK;
  jwks: { keys: JWK[] };
  sign(claims: JWTPayload, expiresInSeconds: number, issuer?: string): Promise<string>;
  verify(token: string): Promise<JWTPayload>;
}

export async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig' };
}

export async function loadJwtKeys(privateJwk: JWK, issuer: () => string): Promise<JwtKeys> {
  if (!privateJwk.kid || privateJwk.kty !== 'EC' || !privateJwk.d)
    throw new Error('The stored signing key is not an EC private key');
  const kid = privateJwk.kid;
  const privateKey = await importJWK(privateJwk, 'ES256');
  const { d: _private, ...publicJwk } = privateJwk;
  const publicKey = await importJWK(publicJwk, 'ES256');
  const verified = verifiedTokens();
  return {
    kid,
    privateJwk,
    jwks: { keys: [{ ...publicJwk, key_ops: ['verify'] }] },
    sign: (claims, expiresInSeconds, fixedIssuer) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuer(fixedIssuer ?? issuer())
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(privateKey);
    },
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known;
      const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
      verified.remember(token, payload);
      return payload;
    },
  };
}

/**
 * Signatures this key already checked, until their token expires: a client sends many requests
 * with one access token (the functions ask `GET /user` on each), and checking an ES256 signature
 * costs more than reading the session from the database. The same string carries the same
 * signature, so nothing is trusted that this key did not verify; sessions and accounts are still
 * read on every request.
 */
function verifiedTokens(max = 10_000) {
  const payloads = new Map<string, JWTPayload>();
  return {
    get(token: string): JWTPayload | undefined {
      const payload = payloads.get(token);
      if (!payload) return undefined;
      if ((payload.exp ?? 0) * 1000 > Date.now()) return payload;
      payloads.delete(token);
      return undefined;
    },
    remember(token: string, payload: JWTPayload): void {
      if (payload.exp === undefined) return;
      // The oldest entry goes first (a Map keeps insertion order), so the cache stays bounded.
      if (payloads.size >= max) payloads.delete(payloads.keys().next().value!);
      payloads.set(token, payload);
    },
  };
}
