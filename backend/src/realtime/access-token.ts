import { errors as joseErrors, type JWTPayload } from 'jose';
import { z } from 'zod';

/** Roles a token may select for row-level security; anything else is refused at join. */
export const ALLOWED_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface Claims {
  role: string;
  /** Seconds since the epoch, when the token carries an expiry. */
  exp: number | undefined;
  /** The claims as `request.jwt.claims` will see them. */
  json: string;
}

export type TokenCheck = { ok: true; claims: Claims } | { ok: false; reason: string };

const claimsSchema = z
  .object({ role: z.string().min(1), exp: z.number().optional() })
  .passthrough();

/**
 * Verifies a JWT with the stack's keys and returns the claims row-level security will use.
 * Messages follow Supabase Realtime's wording, so client code that matches on them keeps working.
 */
export async function checkAccessToken(
  token: string,
  verify: (token: string) => Promise<JWTPayload>,
  now: () => number = Date.now,
): Promise<TokenCheck> {
  let payload: JWTPayload;
  try {
    payload = await verify(token);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      const exp = typeof error.payload.exp === 'number' ? error.payload.exp : undefined;
      const ago = exp === undefined ? 0 : Math.max(0, Math.floor(now() / 1000) - exp);
      return { ok: false, reason: `InvalidJWTToken: Token has expired ${ago} seconds ago` };
    }
    return { ok: false, reason: 'InvalidJWTToken: the token could not be verified' };
  }
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'InvalidJWTToken: the token has no role claim' };
  if (!ALLOWED_ROLES.has(parsed.data.role))
    return { ok: false, reason: `InvalidJWTToken: role "${parsed.data.role}" is not allowed` };
  return {
    ok: true,
    claims: { role: parsed.data.role, exp: parsed.data.exp, json: JSON.stringify(payload) },
  };
}
