import { z } from 'zod';
import { AuthApiError } from '../auth-errors';
import {
  emailCooldown,
  emailSchema,
  metadataSchema,
  parseBody,
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

/**
 * POST /otp: mails a magic link (and code), creating the account first when allowed. The answer
 * is `{}` before anything about the address is looked at: an address without an account, which
 * may not be created (`create_user: false`), is answered like one that was mailed.
 */
export const otp: AuthHandler = async (ctx, req) => {
  const body = parseBody(otpSchema, req.body);
  if (!body.email) {
    throw new AuthApiError(
      422,
      body.phone ? 'phone_provider_disabled' : 'validation_failed',
      body.phone ? 'Phone sign-in is not enabled' : 'An email address is required',
    );
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
