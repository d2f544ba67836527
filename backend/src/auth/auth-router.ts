import { Hono, type Context, type Handler } from 'hono';
import type { ApiKeys } from '../gateway/api-key';
import { clientIp } from '../gateway/client-ip';
import { serveWeb } from '../gateway/web-service';
import { AuthApiError, authErrors } from './auth-errors';
import type { AuthContext, AuthHandler } from './auth-context';
import {
  API_VERSION,
  apiKey,
  authRequest,
  errorResponse,
  gotrueJson,
  jsonObjectBody,
  notAnonymous,
  perIpLimit,
  serviceRole,
  signedIn,
  type AuthEnv,
} from './auth-middleware';
import { adminAuditLog } from './handlers/admin-audit';
import { adminDeleteFactor, adminListFactors } from './handlers/admin-factors';
import { adminGenerateLink, invite } from './handlers/admin-links';
import {
  adminCreateUser,
  adminDeleteUser,
  adminGetUser,
  adminListUsers,
  adminUpdateUser,
} from './handlers/admin-users';
import { enrollFactor, unenrollFactor } from './handlers/factors';
import { challengeFactor, verifyFactor } from './handlers/factors-challenge';
import { samlDisabled } from './handlers/disabled-features';
import { linkIdentity } from './handlers/link-identity';
import { authorize, callback } from './handlers/oauth';
import { health, jwks, settings } from './handlers/meta';
import { otp, recover } from './handlers/otp-and-recover';
import { reauthenticate } from './handlers/reauthenticate';
import { resend } from './handlers/resend';
import { signup } from './handlers/signup';
import { token } from './handlers/token';
import { deleteIdentity, getUser, logout, updateUser } from './handlers/user';
import { verifyLink, verifyOtp } from './handlers/verify';

/** Input the database refuses as data (e.g. a NUL character in JSON) is the client's fault, not ours. */
function fromDatabaseError(error: unknown): AuthApiError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^22/.test(code))
    return authErrors.validation('The request contains a value the server cannot store');
  if (code === '23505') return authErrors.emailExists();
  return undefined;
}

/** Runs a handler on the request its middleware prepared, and writes its GoTrue-shaped answer. */
function answer(ctx: AuthContext, handler: AuthHandler): Handler<AuthEnv> {
  return async (c: Context<AuthEnv>) => {
    const result = await handler(ctx, authRequest(c));
    if ('redirect' in result)
      return new Response(null, {
        status: 303,
        headers: {
          Location: result.redirect,
          'Cache-Control': 'no-store',
          'X-Supabase-Api-Version': API_VERSION,
        },
      });
    // Only once the answer is on its way does the work that could reveal an account start.
    const after = result.after;
    if (after) c.env.afterResponse(() => ctx.afterResponse.run(after));
    if (result.status === 204)
      return new Response(null, {
        status: 204,
        headers: { 'X-Supabase-Api-Version': API_VERSION, ...result.headers },
      });
    return gotrueJson(result.status, result.body ?? {}, result.headers);
  };
}

/**
 * The /auth/v1 service. Each line of the table shows who may call an endpoint: `apiKey` (every
 * endpoint but those a browser reaches by following a link or redirect), `perIpLimit` (the
 * address's budget of that endpoint family), `signedIn` (a live session's access token). The
 * per-account limits on secrets (passwords, codes) are applied by the handlers, which alone
 * know the account.
 */
export function createAuthApp(ctx: AuthContext, opts: { apiKeys: ApiKeys; trustProxy: boolean }) {
  const app = new Hono<AuthEnv>();
  const key = apiKey(opts.apiKeys);
  const limit = (bucket: Parameters<typeof perIpLimit>[1]) => perIpLimit(ctx, bucket);
  const user = signedIn(ctx);
  const admin = serviceRole(ctx);
  const run = (handler: AuthHandler) => answer(ctx, handler);

  app.use(async (c, next) => {
    c.set('ip', clientIp(c.env.incoming, opts.trustProxy));
    await next();
  });

  app.post('/signup', key, limit('signup'), jsonObjectBody, run(signup));
  app.post('/token', key, limit('token'), jsonObjectBody, run(token));
  app.post('/otp', key, limit('otp'), jsonObjectBody, run(otp));
  app.post('/magiclink', key, limit('otp'), jsonObjectBody, run(otp));
  app.post('/recover', key, limit('recover'), jsonObjectBody, run(recover));
  app.post('/resend', key, limit('otp'), jsonObjectBody, run(resend));
  app.get('/reauthenticate', key, user, run(reauthenticate));
  // A link followed from a mail: its limit answers with a redirect, so the handler applies it.
  app.get('/verify', run(verifyLink));
  app.post('/verify', key, limit('verify'), jsonObjectBody, run(verifyOtp));
  app.get('/user', key, signedIn(ctx, { withLinks: true }), run(getUser));
  app.put('/user', key, jsonObjectBody, user, run(updateUser));
  app.post('/logout', key, jsonObjectBody, user, run(logout));
  app.get('/user/identities/authorize', key, user, run(linkIdentity));
  app.delete('/user/identities/:id', key, user, run(deleteIdentity));
  app.post('/factors', key, jsonObjectBody, user, notAnonymous, run(enrollFactor));
  app.delete('/factors/:id', key, user, notAnonymous, run(unenrollFactor));
  app.post('/factors/:id/challenge', key, jsonObjectBody, user, notAnonymous, run(challengeFactor));
  app.post('/factors/:id/verify', key, jsonObjectBody, user, notAnonymous, run(verifyFactor));
  // GoTrue's admin API (supabase-js `auth.admin.*`): the bearer must be the service-role key.
  app.get('/admin/users', key, admin, run(adminListUsers));
  app.post('/admin/users', key, admin, jsonObjectBody, run(adminCreateUser));
  app.get('/admin/users/:id', key, admin, run(adminGetUser));
  app.put('/admin/users/:id', key, admin, jsonObjectBody, run(adminUpdateUser));
  app.delete('/admin/users/:id', key, admin, jsonObjectBody, run(adminDeleteUser));
  app.get('/admin/users/:id/factors', key, admin, run(adminListFactors));
  app.delete('/admin/users/:id/factors/:factorId', key, admin, run(adminDeleteFactor));
  app.post('/admin/generate_link', key, admin, jsonObjectBody, run(adminGenerateLink));
  app.post('/invite', key, admin, jsonObjectBody, run(invite));
  app.get('/admin/audit', key, admin, run(adminAuditLog));
  app.get('/settings', key, run(settings));
  app.get('/health', run(health));
  app.get('/.well-known/jwks.json', run(jwks));
  app.post('/sso', key, run(samlDisabled));
  app.get('/sso/saml/metadata', run(samlDisabled));
  app.post('/sso/saml/acs', run(samlDisabled));
  app.get('/authorize', run(authorize));
  app.get('/callback', run(callback));

  // A known path asked with another method is a 405, anything else a 404.
  const paths = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => r.path))];
  for (const path of paths)
    app.all(path, () => {
      throw authErrors.methodNotAllowed();
    });
  app.notFound((c) =>
    errorResponse(authErrors.notFound(c.req.method, new URL(c.req.url).pathname)),
  );
  app.onError((error) => {
    const apiError = error instanceof AuthApiError ? error : fromDatabaseError(error);
    if (!apiError) throw error;
    return errorResponse(apiError);
  });
  return app;
}

/** Mounts the auth app on the gateway's /auth/v1 prefix. */
export function createAuthRouter(
  ctx: AuthContext,
  opts: { apiKeys: ApiKeys; bodyLimit: number; trustProxy: boolean },
) {
  const app = createAuthApp(ctx, opts);
  return serveWeb(() => app.fetch, {
    bodyLimit: opts.bodyLimit,
    refusals: {
      tooLarge: (limit) => errorResponse(authErrors.tooLarge(limit)),
      unsupportedMethod: () => errorResponse(authErrors.methodNotAllowed()),
      badRequest: () => errorResponse(authErrors.validation('The request cannot be read')),
    },
  });
}
