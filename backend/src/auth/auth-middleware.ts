import type { Context, MiddlewareHandler } from 'hono';
import type { AuthSettings } from '../config/stack-config';
import { checkApiKey, type ApiKeys } from '../gateway/api-key';
import type { NodeBindings } from '../gateway/web-service';
import {
  rateLimit,
  requireUser,
  requireUserWithLinks,
  type AuthContext,
  type AuthRequest,
  type Caller,
} from './auth-context';
import { authErrors, type AuthApiError } from './auth-errors';

/** What the auth service's middleware leave for the handler. */
export interface AuthEnv {
  Bindings: NodeBindings;
  Variables: { ip: string; body: unknown; caller: Caller | undefined };
}

type AuthMiddleware = MiddlewareHandler<AuthEnv>;

export const API_VERSION = '2024-01-01';

/** GoTrue's JSON answers carry the API version, so auth-js reads error codes the newer way. */
export function gotrueJson(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Supabase-Api-Version': API_VERSION,
      ...headers,
    },
  });
}

export function errorResponse(error: AuthApiError): Response {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(error.retryAfterSeconds);
  return gotrueJson(error.status, error.toBody(), headers);
}

/** The supabase-js `apikey` (or `?apikey=`): every endpoint but those a browser reaches by link. */
export function apiKey(keys: ApiKeys): AuthMiddleware {
  return async (c, next) => {
    const key = checkApiKey(c.env.incoming, keys);
    if (!key.ok) return gotrueJson(key.status, key.body);
    await next();
  };
}

/** The per-address limit of one endpoint family, counted before the body is looked at. */
export function perIpLimit(
  ctx: AuthContext,
  bucket: keyof AuthSettings['rateLimits'],
): AuthMiddleware {
  return async (c, next) => {
    rateLimit(ctx, bucket, c.var.ip);
    await next();
  };
}

/** A JSON object body, or none at all; anything else is refused before the handler runs. */
export const jsonObjectBody: AuthMiddleware = async (c, next) => {
  const raw = await c.req.raw.text();
  if (raw.length > 0) {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw authErrors.badJson();
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw authErrors.validation('The request body must be a JSON object');
    c.set('body', body);
  }
  await next();
};

/**
 * A valid access token whose session and account still exist. `withLinks` reads the account's
 * identities and factors in the same round trip, for the endpoints that answer with them.
 */
export function signedIn(ctx: AuthContext, opts: { withLinks?: boolean } = {}): AuthMiddleware {
  return async (c, next) => {
    const request = authRequest(c);
    c.set(
      'caller',
      opts.withLinks ? await requireUserWithLinks(ctx, request) : await requireUser(ctx, request),
    );
    await next();
  };
}

/** After `signedIn`: what GoTrue keeps from anonymous accounts (second factors). */
export const notAnonymous: AuthMiddleware = async (c, next) => {
  const caller = c.var.caller;
  if (caller?.user.is_anonymous) throw authErrors.anonymousNotAllowed();
  await next();
};

/**
 * GoTrue's admin endpoints: the bearer token must be a JWT this stack signed whose role is
 * `service_role` (supabase-js's admin client sends the service-role key as the bearer). As in
 * GoTrue: no bearer token is a 401 no_authorization, one that does not verify a 403 bad_jwt, and
 * a valid token of any other role (the anon key, a user's access token) a 403 not_admin.
 */
export function serviceRole(ctx: AuthContext): AuthMiddleware {
  return async (c, next) => {
    const header = c.env.incoming.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw authErrors.noAuthorization();
    let role: unknown;
    try {
      role = (await ctx.keys.verify(match[1]!)).role;
    } catch (error) {
      const expired = error instanceof Error && /exp/.test(error.message);
      throw authErrors.badJwt(expired ? 'token is expired' : 'signature is invalid');
    }
    if (role !== 'service_role') throw authErrors.notAdmin();
    await next();
  };
}

/** The request as the handlers read it. */
export function authRequest(c: Context<AuthEnv>): AuthRequest {
  const url = new URL(c.req.url);
  return {
    method: c.req.method,
    path: url.pathname,
    query: url.searchParams,
    headers: c.env.incoming.headers,
    ip: c.var.ip,
    body: c.var.body,
    caller: c.var.caller,
  };
}
