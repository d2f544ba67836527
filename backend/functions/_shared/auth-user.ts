import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  type JWTVerifyGetKey,
} from 'jose';
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
  aal: z.string().optional(),
});

type Claims = z.infer<typeof claimsSchema>;

/**
 * Signatures already checked, until the token expires: a chat sends many requests with one
 * token, and a signature check costs more than the rest of the gateway's work on a request. Only
 * the signature is remembered: whether the account and its session still exist, and which
 * factors it has, can change at any moment and is asked on every request.
 */
const verifiedSignatures = new Map<string, Claims & { expiresAt: number }>();
const MAX_VERIFIED = 10_000;

function remember(token: string, claims: Claims): void {
  if (claims.exp === undefined) return;
  if (verifiedSignatures.size >= MAX_VERIFIED) verifiedSignatures.clear();
  verifiedSignatures.set(token, { ...claims, expiresAt: claims.exp * 1000 });
}

let jwks: { url: string; getKey: JWTVerifyGetKey } | undefined;

function keySet(): JWTVerifyGetKey {
  const url = `${requireEnv('SUPABASE_URL')}/auth/v1/.well-known/jwks.json`;
  if (jwks?.url !== url) jwks = { url, getKey: createRemoteJWKSet(new URL(url)) };
  return jwks.getKey;
}

const accountShape = z.object({
  id: z.uuid(),
  factors: z
    .array(z.object({ status: z.string() }))
    .nullish()
    .transform((factors) => factors ?? []),
});

type AccountCheck =
  | { state: 'active'; id: string; hasVerifiedFactor: boolean }
  | { state: 'gone' }
  | { state: 'unavailable' };

/**
 * Asks the auth service about the token's account, as Supabase recommends for functions: it
 * refuses the tokens of deleted accounts and ended sessions, and lists the account's factors.
 */
async function checkAccount(token: string): Promise<AccountCheck> {
  let res: Response;
  try {
    res = await fetch(`${requireEnv('SUPABASE_URL')}/auth/v1/user`, {
      headers: { apikey: requireEnv('SUPABASE_ANON_KEY'), Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { state: 'unavailable' };
  }
  if (res.status === 401 || res.status === 403 || res.status === 404) {
    await res.body?.cancel();
    return { state: 'gone' };
  }
  if (!res.ok) {
    await res.body?.cancel();
    return { state: 'unavailable' };
  }
  const account = accountShape.safeParse(await res.json().catch(() => null));
  if (!account.success) return { state: 'unavailable' };
  return {
    state: 'active',
    id: account.data.id,
    hasVerifiedFactor: account.data.factors.some((f) => f.status === 'verified'),
  };
}

const unauthorized = (message: string) =>
  ({ ok: false, response: errorJson(401, 'not_authenticated', message) }) as const;

/** The signature check: locally against the published keys, or by the auth service (HS256). */
async function readClaims(
  token: string,
): Promise<{ ok: true; claims: unknown } | { ok: false; response: Response }> {
  const known = verifiedSignatures.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return { ok: true, claims: known };
    verifiedSignatures.delete(token);
  }
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return unauthorized('The access token is malformed');
  }
  // Projects still signing with a shared secret cannot be checked here; the account check that
  // follows has the auth service verify the token, so its claims may be read unverified.
  if (alg === 'HS256') {
    try {
      return { ok: true, claims: decodeJwt(token) };
    } catch {
      return unauthorized('The access token is malformed');
    }
  }
  try {
    const { payload } = await jwtVerify(token, keySet(), { algorithms: ['ES256', 'RS256'] });
    const claims = claimsSchema.safeParse(payload);
    if (claims.success) remember(token, claims.data);
    return { ok: true, claims: payload };
  } catch (error) {
    const expired = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED';
    return unauthorized(expired ? 'The access token has expired' : 'The access token is invalid');
  }
}

/** The token's own claims, signature checked; the account behind it is not asked yet. */
async function signedClaims(
  req: Request,
  missingMessage: string,
): Promise<{ ok: true; token: string; claims: Claims } | { ok: false; response: Response }> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return unauthorized(missingMessage);
  const token = match[1]!;
  const read = await readClaims(token);
  if (!read.ok) return read;
  const claims = claimsSchema.safeParse(read.claims);
  if (!claims.success) return unauthorized('Sign in as a user to use the AI services');
  return { ok: true, token, claims: claims.data };
}

/** Whether the account behind verified claims may act now: null if so, else the refusal. */
async function accountRefusal(token: string, claims: Claims): Promise<Response | null> {
  const account = await checkAccount(token);
  if (account.state === 'unavailable') {
    return errorJson(
      503,
      'auth_unavailable',
      'Your sign-in could not be checked right now - try again in a moment',
    );
  }
  if (account.state === 'gone' || account.id !== claims.sub) {
    return unauthorized('The access token is no longer valid - sign in again').response;
  }
  if (account.hasVerifiedFactor && claims.aal !== 'aal2') {
    return errorJson(
      403,
      'insufficient_aal',
      'AAL2 required - complete two-step verification to continue',
    );
  }
  return null;
}

/**
 * Accepts only a signed-in user's access token whose account still exists, and, for an account
 * with a verified second factor, only a token that passed it (aal2): the same rule the database
 * applies to every row, so a password alone opens no function either.
 */
export async function authenticate(
  req: Request,
  missingMessage = 'Authentication required - sign in and send your access token',
): Promise<AuthResult> {
  const signed = await signedClaims(req, missingMessage);
  if (!signed.ok) return signed;
  const refusal = await accountRefusal(signed.token, signed.claims);
  if (refusal) return { ok: false, response: refusal };
  return { ok: true, user: { id: signed.claims.sub, accessToken: signed.token } };
}

/**
 * The same rule as `authenticate`, for a caller that can start slow work (a provider request)
 * while the account is asked about: the signature is checked first, and `refusal` settles with
 * the account check. Nothing may reach the client before `refusal` has settled to null.
 */
export async function authenticateOverlapped(
  req: Request,
  missingMessage = 'Authentication required - sign in and send your access token',
): Promise<
  | { ok: true; user: SignedInUser; refusal: Promise<Response | null> }
  | { ok: false; response: Response }
> {
  const signed = await signedClaims(req, missingMessage);
  if (!signed.ok) return signed;
  return {
    ok: true,
    user: { id: signed.claims.sub, accessToken: signed.token },
    refusal: accountRefusal(signed.token, signed.claims),
  };
}
