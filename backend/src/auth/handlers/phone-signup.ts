import { pendingSignupJson } from '../user-json';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { authErrors } from '../auth-errors';
import {
  checkPasswordStrength,
  metadataSchema,
  parseBody,
  type AuthContext,
  type AuthHandler,
} from '../auth-context';
import { writeAudit } from '../audit-log';
import { hashPassword } from '../password-hash';
import {
  createPhoneUser,
  findUserByPhone,
  phoneSchema,
  sendPhoneCode,
  smsCooldown,
} from '../phone-codes';

const phoneSignupSchema = z.object({
  phone: phoneSchema,
  password: z
    .string({ error: 'Signup requires a valid password' })
    .min(1, 'Signup requires a valid password')
    .max(256, 'Password is too long'),
  data: metadataSchema.nullish(),
  channel: z.literal('sms', { error: 'Invalid channel, only sms is supported' }).nullish(),
  code_challenge: z
    .string()
    .nullish()
    .refine((v) => !v, 'PKCE not supported for phone signups'),
});

/**
 * POST /signup with a phone: the number gets a 6-digit code by SMS and the account can sign in
 * once `verifyOtp({ phone, token, type: 'sms' })` confirms it. As with e-mail sign-up the answer
 * is the same for a new number and a registered one, and leaves before either is touched.
 */
export const signupWithPhone: AuthHandler = async (ctx, req) => {
  if (!ctx.settings.phoneEnabled) throw authErrors.phoneDisabled(400, 'Phone signups are disabled');
  const body = parseBody(phoneSignupSchema, req.body);
  checkPasswordStrength(ctx, body.password);
  const passwordHash = await hashPassword(body.password);
  const metadata = body.data ?? {};
  smsCooldown(ctx, 'sms', body.phone);
  const existing = await findUserByPhone(ctx.pool, body.phone);
  const userId = existing && !existing.phone_confirmed_at ? existing.id : randomUUID();
  return {
    status: 200,
    body: pendingSignupJson({
      id: userId,
      email: '',
      phone: body.phone,
      provider: 'phone',
      metadata,
    }),
    after: {
      key: `phone:${body.phone}`,
      run: () =>
        registerAndText(ctx, req.ip, { userId, phone: body.phone, passwordHash, metadata }),
    },
  };
};

/** A confirmed number is left alone; an unconfirmed one takes the newest password and data. */
async function registerAndText(
  ctx: AuthContext,
  ip: string,
  input: { userId: string; phone: string; passwordHash: string; metadata: Record<string, unknown> },
): Promise<void> {
  const existing = await findUserByPhone(ctx.pool, input.phone);
  if (existing?.phone_confirmed_at) {
    await writeAudit(ctx, ip, existing, 'user_repeated_signup', { provider: 'phone' });
    return;
  }
  let user = existing;
  if (user) {
    await ctx.pool.query(
      'update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1',
      [user.id, input.passwordHash, input.metadata],
    );
  } else {
    user = await createPhoneUser(ctx.pool, {
      id: input.userId,
      phone: input.phone,
      passwordHash: input.passwordHash,
      userMetadata: input.metadata,
    });
  }
  await writeAudit(ctx, ip, user, 'user_confirmation_requested', { provider: 'phone' });
  await sendPhoneCode(ctx, { userId: user.id, type: 'sms', phone: input.phone });
}
