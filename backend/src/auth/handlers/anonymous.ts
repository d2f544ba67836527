import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { authErrors } from '../auth-errors';
import { metadataSchema, parseBody, type AuthHandler } from '../auth-context';
import { recordAudit } from '../audit-log';

const anonymousSchema = z.object({ data: metadataSchema.nullish() });

/**
 * POST /signup without an e-mail or phone (supabase-js `signInAnonymously`): a new account with
 * no way to sign in again, `is_anonymous` in its user object and access token. It holds the
 * `authenticated` role like any account, so policies that must exclude it read the claim.
 */
export const signupAnonymously: AuthHandler = async (ctx, req) => {
  if (!ctx.settings.anonymousSignIns) throw authErrors.anonymousDisabled();
  if (ctx.settings.disableSignup) throw authErrors.signupDisabled();
  const body = parseBody(anonymousSchema, req.body);
  const id = randomUUID();
  // GoTrue gives an anonymous account no identity and no provider until it adds one.
  await ctx.pool.query(
    `insert into auth.users (id, aud, role, is_anonymous, raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', true, '{}'::jsonb, $2)`,
    [id, body.data ?? {}],
  );
  const session = await ctx.sessions.start(id, 'anonymous', {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
  return {
    status: 200,
    body: session,
    after: recordAudit(ctx, req, session.user, 'login', { provider: 'anonymous' }),
  };
};
