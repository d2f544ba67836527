import { z } from 'zod';
import { AuthApiError } from '../auth-errors';
import {
  emailCooldown,
  emailSchema,
  metadataSchema,
  parseBody,
  rateLimit,
  type AuthHandler,
} from '../auth-context';
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

/** POST /otp: mails a magic link (and code); creates the account first when allowed. */
export const otp: AuthHandler = async (ctx, req) => {
  rateLimit(ctx, 'otp', req.ip);
  const body = parseBody(otpSchema, req.body);
  if (!body.email) {
    throw new AuthApiError(
      422,
      body.phone ? 'phone_provider_disabled' : 'validation_failed',
      body.phone ? 'Phone sign-in is not enabled' : 'An email address is required',
    );
  }
  const email = body.email.toLowerCase();
  let user = await findUserByEmail(ctx.pool, email);
  if (!user && (!body.create_user || ctx.settings.disableSignup)) {
    throw new AuthApiError(422, 'otp_disabled', 'Signups not allowed for otp');
  }
  emailCooldown(ctx, 'magiclink', email);
  user ??= await createUser(ctx.pool, {
    email,
    passwordHash: null,
    userMetadata: body.data ?? {},
    confirmed: false,
    provider: 'email',
  });
  await sendLinkMail(ctx, {
    userId: user.id,
    type: 'magiclink',
    email,
    redirectTo: req.query.get('redirect_to'),
    codeChallenge: body.code_challenge,
    codeChallengeMethod: body.code_challenge_method,
  });
  return { status: 200, body: {} };
};

const recoverSchema = z.object({ email: emailSchema, ...pkceFields });

/** POST /recover: always `{}`, whether or not the address has an account. */
export const recover: AuthHandler = async (ctx, req) => {
  rateLimit(ctx, 'recover', req.ip);
  const body = parseBody(recoverSchema, req.body);
  const email = body.email.toLowerCase();
  emailCooldown(ctx, 'recovery', email);
  const user = await findUserByEmail(ctx.pool, email);
  if (user) {
    await sendLinkMail(ctx, {
      userId: user.id,
      type: 'recovery',
      email,
      redirectTo: req.query.get('redirect_to'),
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
    });
  }
  return { status: 200, body: {} };
};
