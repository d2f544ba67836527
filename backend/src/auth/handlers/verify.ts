import { z } from 'zod';
import { AuthApiError, authErrors } from '../auth-errors';
import {
  emailSchema,
  parseBody,
  rateLimit,
  throttleAccount,
  type AuthContext,
  type AuthHandler,
} from '../auth-context';
import { addIdentity, markEmailConfirmed } from '../auth-store';
import { recordAudit } from '../audit-log';
import { phoneSchema } from '../phone-codes';
import { createAuthCode } from '../flow-state';
import { VERIFY_TYPES, type RedeemedToken } from '../one-time-tokens';
import { resolveRedirect, withParams } from '../redirects';
import type { AuthMethod, TokenResponse } from '../session-service';

const verifyTypes = z.enum(['signup', 'email', 'magiclink', 'recovery', 'email_change', 'invite'], {
  error: 'type must be one of signup, email, magiclink, recovery, email_change, invite',
});
const phoneVerifyTypes = z.enum(['sms', 'phone_change'], {
  error: 'type must be sms or phone_change for a phone number',
});

const METHOD: Record<string, AuthMethod> = {
  signup: 'email/signup',
  magiclink: 'otp',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** Applies what the link proves: the address is confirmed, or the new address takes effect. */
async function applyToken(ctx: AuthContext, token: RedeemedToken): Promise<void> {
  if (token.token_type === 'sms' || token.token_type === 'phone_change') {
    await applyPhoneCode(ctx, token);
    return;
  }
  if (token.token_type === 'email_change') {
    await completeEmailChange(ctx, token.user_id, token.relates_to);
    return;
  }
  await markEmailConfirmed(ctx.pool, token.user_id);
}

/** The new address takes effect, confirmed; an account without an e-mail identity gets one. */
export async function completeEmailChange(
  ctx: AuthContext,
  userId: string,
  email: string,
): Promise<void> {
  const taken = await ctx.pool.query(
    'select 1 from auth.users where lower(email) = $1 and id <> $2',
    [email, userId],
  );
  if ((taken.rowCount ?? 0) > 0) throw authErrors.emailExists();
  await ctx.pool.query(
    `update auth.users set email = $2, email_change = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId, email],
  );
  const updated = await ctx.pool.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
  // An anonymous account (or one signed up by phone) gets its e-mail identity now, as in GoTrue.
  if (updated.rowCount === 0)
    await addIdentity(ctx.pool, {
      userId,
      provider: 'email',
      providerId: userId,
      identityData: { sub: userId, email, email_verified: true },
    });
  await becomePermanent(ctx, userId, 'email');
}

/** A texted code: the number is confirmed, or the new number takes effect. */
async function applyPhoneCode(ctx: AuthContext, token: RedeemedToken): Promise<void> {
  const phone = token.relates_to;
  if (token.token_type === 'phone_change') {
    const taken = await ctx.pool.query('select 1 from auth.users where phone = $1 and id <> $2', [
      phone,
      token.user_id,
    ]);
    if ((taken.rowCount ?? 0) > 0) throw authErrors.phoneExists();
    await ctx.pool.query(
      `update auth.users set phone = $2, phone_change = '', phone_change_sent_at = null,
         phone_confirmed_at = now(), updated_at = now() where id = $1`,
      [token.user_id, phone],
    );
  } else {
    await ctx.pool.query(
      `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()), updated_at = now() where id = $1`,
      [token.user_id],
    );
  }
  const updated = await ctx.pool.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('phone', $2::text, 'phone_verified', true)
     where user_id = $1 and provider = 'phone'`,
    [token.user_id, phone],
  );
  if (updated.rowCount === 0)
    await addIdentity(ctx.pool, {
      userId: token.user_id,
      provider: 'phone',
      providerId: token.user_id,
      identityData: { sub: token.user_id, phone, phone_verified: true },
    });
  await becomePermanent(ctx, token.user_id, 'phone');
}

/** A verified e-mail or phone ends an account's anonymity; its first provider is named. */
async function becomePermanent(ctx: AuthContext, userId: string, provider: string): Promise<void> {
  await ctx.pool.query(
    `update auth.users set is_anonymous = false,
       raw_app_meta_data = case when raw_app_meta_data ? 'provider' then raw_app_meta_data
         else raw_app_meta_data || jsonb_build_object('provider', $2::text) end
     where id = $1`,
    [userId, provider],
  );
}

const expiredLink = () => authErrors.otpExpired();

/** GET /verify: the link in e-mails. Always answers with a redirect back to the app. */
export const verifyLink: AuthHandler = async (ctx, req) => {
  const urls = ctx.urls();
  const fallback = resolveRedirect(req.query.get('redirect_to'), urls);
  const fail = (error: AuthApiError) => ({
    redirect: withParams(
      fallback,
      { error: 'access_denied', error_code: error.code, error_description: error.message },
      'hash',
    ),
  });
  try {
    rateLimit(ctx, 'verify', req.ip);
  } catch (error) {
    return fail(error as AuthApiError);
  }
  const type = verifyTypes.safeParse(req.query.get('type'));
  const linkToken = req.query.get('token');
  if (!type.success || !linkToken || linkToken.length > 512) return fail(expiredLink());
  const redeemed = await ctx.tokens.redeem(VERIFY_TYPES[type.data]!, { linkToken });
  if (!redeemed) return fail(expiredLink());
  try {
    await applyToken(ctx, redeemed);
  } catch (error) {
    if (error instanceof AuthApiError) return fail(error);
    throw error;
  }
  const target = resolveRedirect(redeemed.redirect_to ?? req.query.get('redirect_to'), urls);
  const method = METHOD[redeemed.token_type] ?? 'otp';
  if (redeemed.code_challenge && redeemed.code_challenge_method) {
    const code = await createAuthCode(ctx.pool, {
      userId: redeemed.user_id,
      method,
      codeChallenge: redeemed.code_challenge,
      codeChallengeMethod: redeemed.code_challenge_method,
    });
    return { redirect: withParams(target, { code }, 'query') };
  }
  const session: TokenResponse = await ctx.sessions.start(redeemed.user_id, method, {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
  return {
    redirect: withParams(
      target,
      {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: redeemed.token_type,
      },
      'hash',
    ),
  };
};

const sixDigits = z.string().regex(/^\d{6}$/, 'token must be the 6-digit code');

const verifyBodySchema = z.union([
  z.object({ type: phoneVerifyTypes, phone: phoneSchema, token: sixDigits }),
  z.object({ type: verifyTypes, token_hash: z.string().min(1).max(512) }),
  z.object({
    type: verifyTypes,
    email: emailSchema,
    token: sixDigits,
  }),
]);

/** POST /verify: a code typed by the user ({email, token}) or a link token ({token_hash}). */
export const verifyOtp: AuthHandler = async (ctx, req) => {
  const body = parseBody(verifyBodySchema, req.body);
  const types = VERIFY_TYPES[body.type]!;
  let redeemed: RedeemedToken | undefined;
  if ('token_hash' in body) {
    redeemed = await ctx.tokens.redeem(types, { linkToken: body.token_hash });
  } else if ('phone' in body) {
    // Texted codes meet the same pause per number and the same tries per code as mailed ones.
    if (!ctx.settings.phoneEnabled)
      throw authErrors.phoneDisabled(422, 'Phone logins are disabled');
    const account = `phone:${body.phone}`;
    throttleAccount(ctx.accounts.emailCode, account);
    redeemed = await ctx.tokens.redeem(types, { email: body.phone, code: body.token });
    if (redeemed) ctx.accounts.emailCode.succeeded(account);
  } else {
    // A six-digit code can be guessed: the address pauses after repeated misses, wherever
    // they come from, and each code gives up after a few tries (see one-time-tokens).
    throttleAccount(ctx.accounts.emailCode, body.email);
    redeemed = await ctx.tokens.redeem(types, { email: body.email, code: body.token });
    if (redeemed) ctx.accounts.emailCode.succeeded(body.email);
  }
  if (!redeemed) throw authErrors.codeExpired();
  await applyToken(ctx, redeemed);
  const session = await ctx.sessions.start(redeemed.user_id, METHOD[redeemed.token_type] ?? 'otp', {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
  const signedUp = redeemed.token_type === 'signup' || redeemed.token_type === 'sms';
  return {
    status: 200,
    body: session,
    after: recordAudit(ctx, req, session.user, signedUp ? 'user_signedup' : 'login'),
  };
};
