import { z } from 'zod';
import { authErrors } from '../auth-errors';
import {
  emailCooldown,
  emailSchema,
  metadataSchema,
  parseBody,
  type AuthContext,
  type AuthRequest,
  type AuthResult,
  type AuthHandler,
} from '../auth-context';
import { writeAudit } from '../audit-log';
import {
  createPhoneUser,
  findUserByPhone,
  phoneSchema,
  sendPhoneCode,
  smsCooldown,
} from '../phone-codes';
import { createUser, findUserByEmail } from '../auth-store';
import { sendLinkMail } from '../email-links';
import { pkceFields } from './signup';

const otpSchema = z.object({
  email: emailSchema.optional(),
  phone: z.string().max(32).optional(),
  create_user: z.boolean().optional().default(true),
  data: metadataSchema.nullish(),
  ...pkceFields,
});

/**
 * POST /otp: mails a magic link (and code), creating the account first when allowed. The answer
 * is `{}` before anything about the address is looked at: an address without an account, which
 * may not be created (`create_user: false`), is answered like one that was mailed.
 */
export const otp: AuthHandler = async (ctx, req) => {
  const body = parseBody(otpSchema, req.body);
  if (!body.email) {
    if (body.phone) return textCode(ctx, req, body.phone, body.create_user, body.data ?? {});
    throw authErrors.validation('An email address is required');
  }
  const email = body.email.toLowerCase();
  emailCooldown(ctx, 'magiclink', email);
  const mayCreate = body.create_user && !ctx.settings.disableSignup;
  const redirectTo = req.query.get('redirect_to');
  return {
    status: 200,
    body: {},
    after: {
      key: email,
      run: async () => {
        const user =
          (await findUserByEmail(ctx.pool, email)) ??
          (mayCreate
            ? await createUser(ctx.pool, {
                email,
                passwordHash: null,
                userMetadata: body.data ?? {},
                confirmed: false,
                provider: 'email',
              })
            : undefined);
        if (!user) return;
        await writeAudit(ctx, req.ip, user, 'user_recovery_requested');
        await sendLinkMail(ctx, {
          userId: user.id,
          type: 'magiclink',
          email,
          redirectTo,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
        });
      },
    },
  };
};

/**
 * POST /otp with a phone (`signInWithOtp({ phone })`): texts a 6-digit code that
 * `verifyOtp({ phone, token, type: 'sms' })` turns into a session. Answered `{}` before the
 * number is looked up, as for e-mail.
 */
async function textCode(
  ctx: AuthContext,
  req: AuthRequest,
  rawPhone: string,
  createUser: boolean,
  metadata: Record<string, unknown>,
): Promise<AuthResult> {
  if (!ctx.settings.phoneEnabled) throw authErrors.phoneDisabled(400, 'Unsupported phone provider');
  const phone = parseBody(phoneSchema, rawPhone);
  smsCooldown(ctx, 'sms', phone);
  const mayCreate = createUser && !ctx.settings.disableSignup;
  return {
    status: 200,
    body: {},
    after: {
      key: `phone:${phone}`,
      run: async () => {
        const user =
          (await findUserByPhone(ctx.pool, phone)) ??
          (mayCreate
            ? await createPhoneUser(ctx.pool, { phone, passwordHash: null, userMetadata: metadata })
            : undefined);
        if (!user) return;
        await writeAudit(ctx, req.ip, user, 'user_recovery_requested', { channel: 'sms' });
        await sendPhoneCode(ctx, { userId: user.id, type: 'sms', phone });
      },
    },
  };
}

const recoverSchema = z.object({ email: emailSchema, ...pkceFields });

/** POST /recover: always `{}`, answered before the address is looked up, then mailed if known. */
export const recover: AuthHandler = async (ctx, req) => {
  const body = parseBody(recoverSchema, req.body);
  const email = body.email.toLowerCase();
  emailCooldown(ctx, 'recovery', email);
  const redirectTo = req.query.get('redirect_to');
  return {
    status: 200,
    body: {},
    after: {
      key: email,
      run: async () => {
        const user = await findUserByEmail(ctx.pool, email);
        if (!user) return;
        await writeAudit(ctx, req.ip, user, 'user_recovery_requested');
        await sendLinkMail(ctx, {
          userId: user.id,
          type: 'recovery',
          email,
          redirectTo,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
        });
      },
    },
  };
};
