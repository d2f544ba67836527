import { z } from 'zod';
import { AuthApiError, authErrors } from '../auth-errors';
import {
  emailSchema,
  findAccount,
  parseBody,
  throttleAccount,
  type AuthHandler,
} from '../auth-context';
import { exchangeAuthCode } from '../flow-state';
import { verifyPassword } from '../password-hash';
import type { AuthMethod } from '../session-service';
import { recordAudit, recordAudits } from '../audit-log';
import { idTokenGrant } from './id-token';
import { findUserByPhone, phoneSchema } from '../phone-codes';
import type { UserRow } from '../user-json';

const passwordSchema = z.object({
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password is too long'),
});
const refreshSchema = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(512),
});
const pkceSchema = z.object({
  auth_code: z.string({ error: 'auth_code is required' }).min(1).max(512),
  code_verifier: z
    .string({ error: 'code_verifier is required' })
    .min(43, 'code_verifier is too short')
    .max(128),
});

/** POST /token?grant_type=password|refresh_token|pkce */
export const token: AuthHandler = async (ctx, req) => {
  const meta = { ip: req.ip, userAgent: req.headers['user-agent'] };
  switch (req.query.get('grant_type')) {
    case 'password': {
      const body = parseBody(passwordSchema, req.body);
      if (body.email && body.phone)
        throw authErrors.validation(
          'Only an email address or phone number should be provided on login.',
        );
      if (!body.email && !body.phone) throw authErrors.validation('missing email or phone');
      if (body.phone && !ctx.settings.phoneEnabled)
        throw authErrors.phoneDisabled(422, 'Phone logins are disabled');
      const account = body.email ?? `phone:${body.phone}`;
      throttleAccount(ctx.accounts.password, account);
      const user: UserRow | undefined = body.email
        ? await findAccount(ctx, body.email)
        : await ctx.afterResponse
            .settled(`phone:${body.phone}`)
            .then(() => findUserByPhone(ctx.pool, body.phone!));
      const valid = await verifyPassword(user?.encrypted_password, body.password);
      if (!user || !valid) throw authErrors.invalidCredentials();
      ctx.accounts.password.succeeded(account);
      if (body.email && !user.email_confirmed_at) throw authErrors.emailNotConfirmed();
      if (body.phone && !user.phone_confirmed_at) throw authErrors.phoneNotConfirmed();
      if (user.banned_until && user.banned_until > new Date()) {
        throw authErrors.userBanned();
      }
      const session = await ctx.sessions.start(user.id, 'password', meta);
      return {
        status: 200,
        body: session,
        after: recordAudit(ctx, req, session.user, 'login', {
          provider: body.email ? 'email' : 'phone',
        }),
      };
    }
    case 'refresh_token': {
      const body = parseBody(refreshSchema, req.body);
      const session = await ctx.sessions.refresh(body.refresh_token);
      return {
        status: 200,
        body: session,
        // As GoTrue's token swap records it: the old token revoked, then the refresh.
        after: recordAudits(ctx, req, session.user, ['token_revoked', 'token_refreshed']),
      };
    }
    case 'pkce': {
      const body = parseBody(pkceSchema, req.body);
      const flow = await exchangeAuthCode(ctx.pool, body.auth_code, body.code_verifier);
      return {
        status: 200,
        body: await ctx.sessions.start(flow.userId, flow.method as AuthMethod, meta),
      };
    }
    case 'id_token':
      return idTokenGrant(ctx, req);
    default:
      throw new AuthApiError(
        400,
        'unsupported_grant_type',
        'grant_type must be one of password, refresh_token, pkce, id_token',
      );
  }
};
