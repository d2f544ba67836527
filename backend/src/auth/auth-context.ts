import type { IncomingHttpHeaders } from 'node:http';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { AuthSettings } from '../config/stack-config';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import type { AccountThrottle, AccountThrottles } from './account-throttle';
import type { AfterResponseQueue, DeferredWork } from './after-response';
import { AuthApiError, authErrors } from './auth-errors';
import {
  findTokenHolder,
  findTokenHolderWithLinks,
  findUserByEmail,
  type TokenHolder,
} from './auth-store';
import type { JwtKeys } from './jwt-keys';
import type { FactorRow } from './mfa/factor-store';
import type { MfaServices } from './mfa/mfa-services';
import type { OneTimeTokens } from './one-time-tokens';
import { judgePassword } from './password-policy';
import type { Cooldown, RateLimiter } from './rate-limiter';
import type { SessionService } from './session-service';
import type { IdentityRow, UserRow } from './user-json';

export interface AuthContext {
  pool: Pool;
  keys: JwtKeys;
  settings: AuthSettings;
  sessions: SessionService;
  tokens: OneTimeTokens;
  mailer: Mailer;
  limiter: RateLimiter;
  emailCooldown: Cooldown;
  /** Backoff per account for wrong passwords and codes, whatever address they come from. */
  accounts: AccountThrottles;
  /** Work done after answering (account lookups, mail) so timing does not reveal accounts. */
  afterResponse: AfterResponseQueue;
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
  /** Set by the route's `signedIn` middleware (auth-middleware.ts). */
  caller?: Caller;
}

export type AuthResult =
  | { status: number; body?: unknown; headers?: Record<string, string>; after?: DeferredWork }
  | { redirect: string };

export type AuthHandler = (ctx: AuthContext, req: AuthRequest) => Promise<AuthResult>;

/**
 * Validates a request body, answering GoTrue's validation_failed with the first problem, in
 * GoTrue's words: the message alone, without the field's name before it.
 */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success)
    throw authErrors.validation(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

export const emailSchema = z
  .string({ error: 'An email address is required' })
  .trim()
  .max(254, 'Email address is too long')
  .pipe(z.email({ error: 'Unable to validate email address: invalid format' }));

/** Unpaired surrogates, which PostgreSQL refuses in text and jsonb (as it refuses NUL). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const storable = (value: unknown): boolean => {
  if (typeof value === 'string') return !value.includes('\0') && !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(storable);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([k, v]) => storable(k) && storable(v));
  return true;
};

// Checked here, not left to the database: sign-up and magic links store metadata only after
// they have answered.
export const metadataSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((v) => JSON.stringify(v).length <= 8 * 1024, 'User metadata is too large (8 KiB at most)')
  .refine(storable, 'User metadata contains characters the server cannot store');

/** Refuses a new password that is too short, blank or among the most common ones. */
export function checkPasswordStrength(ctx: AuthContext, password: string): void {
  const verdict = judgePassword(password, ctx.settings.passwordMinLength);
  if (verdict) throw authErrors.weakPassword(verdict.message, verdict.reasons);
}

/** Applies the per-IP limit of one endpoint family. */
export function rateLimit(
  ctx: AuthContext,
  bucket: keyof AuthSettings['rateLimits'],
  ip: string,
): void {
  const wait = ctx.limiter.hit(`${bucket}:${ip}`, ctx.settings.rateLimits[bucket]);
  if (wait > 0) throw authErrors.rateLimited(wait);
}

/**
 * Counts an attempt at an account's secret before it is checked; refuses it while the account
 * is paused. The caller clears the account with `throttle.succeeded` once the secret is right.
 */
export function throttleAccount(throttle: AccountThrottle, account: string): void {
  const wait = throttle.attempt(account);
  if (wait > 0) throw authErrors.rateLimited(wait);
}

/** Looks an address up once the work an earlier request left for it (e.g. sign-up) is done. */
export async function findAccount(ctx: AuthContext, email: string) {
  await ctx.afterResponse.settled(email);
  return findUserByEmail(ctx.pool, email);
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

/** Verifies the bearer JWT and reads the claims the auth service relies on. */
async function bearerClaims(
  ctx: AuthContext,
  req: AuthRequest,
): Promise<AuthenticatedUser['claims']> {
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
  return claims.data;
}

/** An ended session is refused before a missing account, as GoTrue does. */
function holderUser(holder: TokenHolder): UserRow {
  if (!holder.sessionActive) throw authErrors.sessionNotFound();
  if (!holder.user) throw authErrors.userNotFound();
  return holder.user;
}

/** Verifies the bearer JWT and that its session and account still exist, as GoTrue does for /user. */
export async function requireUser(ctx: AuthContext, req: AuthRequest): Promise<AuthenticatedUser> {
  const claims = await bearerClaims(ctx, req);
  const holder = await findTokenHolder(ctx.pool, claims.sub, claims.session_id);
  return { user: holderUser(holder), claims };
}

/** As requireUser, with the account's identities and factors read in the same round trip. */
export async function requireUserWithLinks(
  ctx: AuthContext,
  req: AuthRequest,
): Promise<AuthenticatedUser & { identities: IdentityRow[]; factors: FactorRow[] }> {
  const claims = await bearerClaims(ctx, req);
  const holder = await findTokenHolderWithLinks(ctx.pool, claims.sub, claims.session_id);
  return {
    user: holderUser(holder),
    claims,
    identities: holder.identities,
    factors: holder.factors,
  };
}

/** The signed-in account, as the `signedIn` middleware read it. */
export type Caller = AuthenticatedUser & { identities?: IdentityRow[]; factors?: FactorRow[] };

/** The caller of a route whose table entry has `signedIn`; a route without it is a wiring bug. */
export function callerOf(req: AuthRequest): AuthenticatedUser {
  if (!req.caller) throw new Error(`${req.method} ${req.path} is routed without signedIn`);
  return req.caller;
}

/** As callerOf, for a route whose table entry has `signedIn({ withLinks: true })`. */
export function callerWithLinksOf(
  req: AuthRequest,
): AuthenticatedUser & { identities: IdentityRow[]; factors: FactorRow[] } {
  const caller = callerOf(req) as Caller;
  if (!caller.identities || !caller.factors)
    throw new Error(`${req.method} ${req.path} is routed without signedIn({ withLinks: true })`);
  return { ...caller, identities: caller.identities, factors: caller.factors };
}

export const isAuthApiError = (e: unknown): e is AuthApiError => e instanceof AuthApiError;
