import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkApiKey, type ApiKeys } from '../gateway/api-key';
import { PayloadTooLargeError, readBody } from '../gateway/body-limit';
import type { RouteContext } from '../gateway/create-gateway';
import { clientIp } from '../gateway/client-ip';
import { sendJson } from '../gateway/http-json';
import { AuthApiError, authErrors } from './auth-errors';
import type { AuthContext, AuthHandler, AuthRequest } from './auth-context';
import { enrollFactor, unenrollFactor } from './handlers/factors';
import { challengeFactor, verifyFactor } from './handlers/factors-challenge';
import { authorize, callback } from './handlers/oauth';
import { health, jwks, settings } from './handlers/meta';
import { otp, recover } from './handlers/otp-and-recover';
import { signup } from './handlers/signup';
import { token } from './handlers/token';
import { deleteIdentity, getUser, logout, updateUser } from './handlers/user';
import { verifyLink, verifyOtp } from './handlers/verify';

const API_VERSION = '2024-01-01';

interface Route {
  method: string;
  path: RegExp;
  handler: AuthHandler;
  /** Reached by a browser following a link or redirect, so no apikey header can be present. */
  open?: boolean;
}

const ROUTES: Route[] = [
  { method: 'POST', path: /^\/signup$/, handler: signup },
  { method: 'POST', path: /^\/token$/, handler: token },
  { method: 'POST', path: /^\/otp$/, handler: otp },
  { method: 'POST', path: /^\/magiclink$/, handler: otp },
  { method: 'POST', path: /^\/recover$/, handler: recover },
  { method: 'GET', path: /^\/verify$/, handler: verifyLink, open: true },
  { method: 'POST', path: /^\/verify$/, handler: verifyOtp },
  { method: 'GET', path: /^\/user$/, handler: getUser },
  { method: 'PUT', path: /^\/user$/, handler: updateUser },
  { method: 'POST', path: /^\/logout$/, handler: logout },
  { method: 'DELETE', path: /^\/user\/identities\/[^/]+$/, handler: deleteIdentity },
  { method: 'POST', path: /^\/factors$/, handler: enrollFactor },
  { method: 'DELETE', path: /^\/factors\/[^/]+$/, handler: unenrollFactor },
  { method: 'POST', path: /^\/factors\/[^/]+\/challenge$/, handler: challengeFactor },
  { method: 'POST', path: /^\/factors\/[^/]+\/verify$/, handler: verifyFactor },
  { method: 'GET', path: /^\/settings$/, handler: settings },
  { method: 'GET', path: /^\/health$/, handler: health, open: true },
  { method: 'GET', path: /^\/\.well-known\/jwks\.json$/, handler: jwks, open: true },
  { method: 'GET', path: /^\/authorize$/, handler: authorize, open: true },
  { method: 'GET', path: /^\/callback$/, handler: callback, open: true },
];

/** Input the database refuses as data (e.g. a NUL character in JSON) is the client's fault, not ours. */
function fromDatabaseError(error: unknown): AuthApiError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^22/.test(code))
    return authErrors.validation('The request contains a value the server cannot store');
  if (code === '23505') return authErrors.emailExists();
  return undefined;
}

/** The /auth/v1 service: routing, apikey check, JSON bodies and GoTrue-shaped answers. */
export function createAuthRouter(
  ctx: AuthContext,
  opts: { apiKeys: ApiKeys; bodyLimit: number; trustProxy: boolean },
) {
  return async (req: IncomingMessage, res: ServerResponse, route: RouteContext): Promise<void> => {
    res.setHeader('X-Supabase-Api-Version', API_VERSION);
    const method = req.method ?? 'GET';
    const path = route.subPath || '/';
    const candidates = ROUTES.filter((r) => r.path.test(path));
    const match = candidates.find((r) => r.method === method);
    try {
      if (!match) {
        req.resume();
        throw candidates.length > 0
          ? authErrors.methodNotAllowed()
          : authErrors.notFound(method, path);
      }
      if (!match.open) {
        const key = checkApiKey(req, opts.apiKeys);
        if (!key.ok) {
          req.resume();
          sendJson(res, key.status, key.body);
          return;
        }
      }
      let body: unknown;
      if (method === 'POST' || method === 'PUT') {
        const raw = await readBody(req, opts.bodyLimit);
        if (raw.length > 0) {
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            throw authErrors.badJson();
          }
          if (body === null || typeof body !== 'object' || Array.isArray(body)) {
            throw authErrors.validation('The request body must be a JSON object');
          }
        }
      } else {
        req.resume();
      }
      const request: AuthRequest = {
        method,
        path,
        query: route.query,
        headers: req.headers,
        ip: clientIp(req, opts.trustProxy),
        body,
      };
      const result = await match.handler(ctx, request);
      if ('redirect' in result) {
        res.writeHead(303, {
          Location: result.redirect,
          'Content-Length': '0',
          'Cache-Control': 'no-store',
        });
        res.end();
        return;
      }
      if (result.status === 204) {
        res.writeHead(204, result.headers);
        res.end();
        return;
      }
      sendJson(res, result.status, result.body ?? {}, {
        'Cache-Control': 'no-store',
        ...result.headers,
      });
      // Only now, with the answer on its way, does the work that could reveal an account start.
      if (result.after) ctx.afterResponse.run(result.after);
    } catch (error) {
      const apiError =
        error instanceof AuthApiError
          ? error
          : error instanceof PayloadTooLargeError
            ? authErrors.tooLarge(error.limit)
            : fromDatabaseError(error);
      if (!apiError) throw error;
      const headers: Record<string, string> = { 'X-Supabase-Api-Version': API_VERSION };
      if (apiError.retryAfterSeconds !== undefined)
        headers['Retry-After'] = String(apiError.retryAfterSeconds);
      sendJson(res, apiError.status, apiError.toBody(), headers);
    }
  };
}
