import type { IncomingHttpHeaders } from 'node:http';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { AuthSettings } from '../config/stack-config';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { AuthApiError, authErrors } from './auth-errors';
import { findUserById } from './auth-store';
import type { JwtKeys } from './jwt-keys';
import type { MfaServices } from './mfa/mfa-services';
import type { OneTimeTokens } from './one-time-tokens';
import type { Cooldown, RateLimiter } from './rate-limiter';
import type { SessionService } from './session-service';
import type { UserRow } from './user-json';

export interface AuthContext {
  pool: Pool;
  keys: JwtKeys;
  settings: AuthSettings;
  sessions: SessionService;
  tokens: OneTimeTokens;
  mailer: Mailer;
  limiter: RateLimiter;
  emailCooldown: Cooldown;
  log: Logger;
  /** Text messages and rate limits of the second-factor endpoints. */
  mfa: MfaServices;
  /** Public base URL of the gateway (known once it listens) and the front end's URL. */
  urls(): { api: string; site: string; additionalRedirects: string[] };
}

export interface AuthRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  ip: string;
  body: unknown;
}

export type AuthResult =
  { status: number; body?: unknown; headers?: Record<string, string> } | { redirect: string };

export type AuthHandler = (ctx: AuthContext, req: AuthRequest) => Promise<AuthResult>;

/** Validates a request body, answering GoTrue's validation_failed with the first problem. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw authErrors.validation(`${where}${issue?.message ?? 'Invalid request'}`);
  }
  return result.data;
}

export const emailSchema = z
  .string({ error: 'An email address is required' })
  .trim()
  .max(254, 'Email address is too long')
  .pipe(z.email({ error: 'Unable to validate email address: invalid format' }));

export const metadataSchema = z
  .record(z.string().max(100), z.unknown())
  .refine(
    (v) => JSON.stringify(v).length <= 8 * 1024,
    'User metadata is too large (8 KiB at most)',
  );

export function checkPasswordStrength(ctx: AuthContext, password: string): void {
  if (password.length < ctx.settings.passwordMinLength) {
    throw authErrors.weakPassword(ctx.settings.passwordMinLength, ['length']);
  }
}

/** Applies the per-IP limit of one endpoint family. */
export function rateLimit(
  ctx: AuthContext,
  bucket: keyof AuthSettings['rateLimits'],
  ip: string,
): void {
  if (!ctx.limiter.take(`${bucket}:${ip}`, ctx.settings.rateLimits[bucket]))
    throw authErrors.rateLimited();
}

/**
 * One mail of each kind per address per cooldown, counted whether or not an account exists,
 * so a 429 reveals nothing about accounts.
 */
export function emailCooldown(
  ctx: AuthContext,
  kind: 'signup' | 'magiclink' | 'recovery' | 'email_change',
  email: string,
): void {
  const wait = ctx.emailCooldown.tryStart(`${kind}:${email.toLowerCase()}`);
  if (wait > 0) throw authErrors.emailRateLimited(wait);
}

export interface AuthenticatedUser {
  user: UserRow;
  claims: { sub: string; session_id?: string; role?: string; aal?: string; amr?: unknown };
}

const claimsSchema = z.object({
  sub: z.uuid(),
  session_id: z.uuid().optional(),
  role: z.string().optional(),
  aal: z.string().optional(),
  amr: z.unknown().optional(),
});

/** Verifies the bearer JWT and that its session still exists, as GoTrue does for /user. */
export async function requireUser(ctx: AuthContext, req: AuthRequest): Promise<AuthenticatedUser> {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw authErrors.noAuthorization();
  let payload: unknown;
  try {
    payload = await ctx.keys.verify(match[1]!);
  } catch (error) {
    const expired = error instanceof Error && /exp/.test(error.message);
    throw authErrors.badJwt(expired ? 'token is expired' : 'signature is invalid');
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw authErrors.badJwt('missing sub claim');
  if (claims.data.session_id && !(await ctx.sessions.sessionExists(claims.data.session_id))) {
    throw authErrors.sessionNotFound();
  }
  const user = await findUserById(ctx.pool, claims.data.sub);
  if (!user) throw authErrors.userNotFound();
  return { user, claims: claims.data };
}

export const isAuthApiError = (e: unknown): e is AuthApiError => e instanceof AuthApiError;
