import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { authErrors } from '../auth-errors';
import {
  checkPasswordStrength,
  emailCooldown,
  emailSchema,
  metadataSchema,
  parseBody,
  rateLimit,
  type AuthHandler,
} from '../auth-context';
import { createUser, findUserByEmail } from '../auth-store';
import { sendLinkMail } from '../email-links';
import { hashPassword } from '../password-hash';

export const pkceFields = {
  code_challenge: z.string().max(128).nullish(),
  code_challenge_method: z.enum(['s256', 'S256', 'plain']).nullish(),
};

const signupSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).max(256, 'Password is too long'),
  data: metadataSchema.nullish(),
  ...pkceFields,
});

/**
 * POST /signup. Without auto-confirm the answer is the same user-shaped object whether the
 * address is new, unconfirmed or already registered, so it cannot be used to probe accounts.
 */
export const signup: AuthHandler = async (ctx, req) => {
  rateLimit(ctx, 'signup', req.ip);
  if (ctx.settings.disableSignup) throw authErrors.signupDisabled();
  const body = parseBody(signupSchema, req.body);
  checkPasswordStrength(ctx, body.password);
  const email = body.email.toLowerCase();
  const metadata = body.data ?? {};
  const redirectTo = req.query.get('redirect_to');

  const existing = await findUserByEmail(ctx.pool, email);
  // Hash in every branch so response time does not reveal whether the account exists.
  const passwordHash = await hashPassword(body.password);

  if (ctx.settings.autoconfirm) {
    if (existing) throw authErrors.emailExists();
    const user = await createUser(ctx.pool, {
      email,
      passwordHash,
      userMetadata: metadata,
      confirmed: true,
      provider: 'email',
    });
    const session = await ctx.sessions.start(user.id, 'password', {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
    return { status: 200, body: session };
  }

  emailCooldown(ctx, 'signup', email);
  let userId: string;
  if (!existing) {
    const user = await createUser(ctx.pool, {
      email,
      passwordHash,
      userMetadata: metadata,
      confirmed: false,
      provider: 'email',
    });
    userId = user.id;
  } else {
    userId = existing.id;
  }
  if (!existing || !existing.email_confirmed_at) {
    if (existing) {
      // Re-registering an unconfirmed address takes the newest password and metadata.
      await ctx.pool.query(
        'update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1',
        [existing.id, passwordHash, metadata],
      );
    }
    await sendLinkMail(ctx, {
      userId,
      type: 'signup',
      email,
      redirectTo,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
    });
  }
  const now = new Date().toISOString();
  return {
    status: 200,
    body: {
      id: existing?.email_confirmed_at ? randomUUID() : userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: metadata,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    },
  };
};
