import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { requireEnv } from './env';
import { errorJson } from './http';

export interface SignedInUser {
  id: string;
  accessToken: string;
}

export type AuthResult = { ok: true; user: SignedInUser } | { ok: false; response: Response };

const claimsSchema = z.object({
  sub: z.uuid(),
  role: z.literal('authenticated'),
  exp: z.number().optional(),
});

/**
 * Tokens already verified, until they expire: a chat sends many requests with one token, and a
 * signature check costs more than the rest of the gateway's work on a request. A token is a
 * signed, immutable value, so the same bytes always verify the same way.
 */
const verified = new Map<string, { id: string; expiresAt: number }>();
const MAX_VERIFIED = 10_000;

function remember(token: string, id: string, exp: number | undefined): void {
  if (exp === undefined) return;
  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(token, { id, expiresAt: exp * 1000 });
}

const authUserShape = z.object({ id: z.uuid(), role: z.string().optional() });

let jwks: { url: string; getKey: JWTVerifyGetKey } | undefined;

function keySet(): JWTVerifyGetKey {
  const url = `${requireEnv('SUPABASE_URL')}/auth/v1/.well-known/jwks.json`;
  if (jwks?.url !== url) jwks = { url, getKey: createRemoteJWKSet(new URL(url)) };
  return jwks.getKey;
}

/** Asks the auth service who the token belongs to (the path for shared-secret projects). */
async function fetchUser(token: string): Promise<{ id: string; role?: string } | null> {
  try {
    const res = await fetch(`${requireEnv('SUPABASE_URL')}/auth/v1/user`, {
      headers: { apikey: requireEnv('SUPABASE_ANON_KEY'), Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return null;
    const user = authUserShape.safeParse(await res.json());
    return user.success ? user.data : null;
  } catch {
    return null;
  }
}

const unauthorized = (message: string) =>
  ({ ok: false, response: errorJson(401, 'not_authenticated', message) }) as const;

/**
 * Accepts only a signed-in user's access token. Asymmetric tokens are checked locally against
 * the project's published keys (no round trip per AI call); projects still signing with a shared
 * secret (HS256) are checked by asking the auth service.
 */
export async function authenticate(
  req: Request,
  missingMessage = 'Authentication required - sign in and send your access token',
): Promise<AuthResult> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return unauthorized(missingMessage);
  const token = match[1]!;
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now())
      return { ok: true, user: { id: known.id, accessToken: token } };
    verified.delete(token);
  }
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return unauthorized('The access token is malformed');
  }
  let payload: unknown;
  if (alg === 'HS256') {
    const user = await fetchUser(token);
    if (!user) return unauthorized('The access token is invalid or has expired');
    payload = { sub: user.id, role: user.role ?? 'authenticated' };
  } else {
    try {
      payload = (await jwtVerify(token, keySet(), { algorithms: ['ES256', 'RS256'] })).payload;
    } catch (error) {
      const expired = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED';
      return unauthorized(expired ? 'The access token has expired' : 'The access token is invalid');
    }
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) return unauthorized('Sign in as a user to use the AI services');
  if (alg !== 'HS256') remember(token, claims.data.sub, claims.data.exp);
  return { ok: true, user: { id: claims.data.sub, accessToken: token } };
}
