import { pendingSignupJson } from '../user-json';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { authErrors } from '../auth-errors';
import {
  checkPasswordStrength,
  emailCooldown,
  emailSchema,
  findAccount,
  metadataSchema,
  parseBody,
  type AuthContext,
  type AuthHandler,
} from '../auth-context';
import { createUser, findUserByEmail } from '../auth-store';
import { sendLinkMail } from '../email-links';
import { hashPassword } from '../password-hash';
import { writeAudit } from '../audit-log';
import { signupAnonymously } from './anonymous';
import { signupWithPhone } from './phone-signup';

export const pkceFields = {
  // RFC 7636's characters: base64url for S256, the verifier's own set for plain.
  code_challenge: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9._~-]*$/, 'code_challenge must use only URL-safe characters')
    .nullish(),
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
 * address is new, unconfirmed or already registered, so it cannot be used to probe accounts;
 * and the answer leaves before the account is written or mailed, so its timing cannot either.
 */
export const signup: AuthHandler = async (ctx, req) => {
  // As GoTrue routes it: neither an e-mail nor a phone is an anonymous sign-in.
  const { email: givenEmail, phone: givenPhone } = (req.body ?? {}) as Record<string, unknown>;
  if (!givenEmail && !givenPhone) return signupAnonymously(ctx, req);
  if (ctx.settings.disableSignup) throw authErrors.signupDisabled();
  if (givenEmail && givenPhone)
    throw authErrors.validation(
      'Only an email address or phone number should be provided on signup.',
    );
  if (givenPhone) return signupWithPhone(ctx, req);
  const body = parseBody(signupSchema, req.body);
  checkPasswordStrength(ctx, body.password);
  const email = body.email.toLowerCase();
  const metadata = body.data ?? {};

  const existing = await findAccount(ctx, email);
  // Hash in every branch so response time does not reveal whether the account exists.
  const passwordHash = await hashPassword(body.password);

  if (ctx.settings.autoconfirm) {
    if (existing) throw authErrors.userAlreadyExists();
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
    return {
      status: 200,
      body: session,
      after: {
        key: `audit:${user.id}`,
        run: async () => {
          await writeAudit(ctx, req.ip, user, 'user_signedup', { provider: 'email' });
          await writeAudit(ctx, req.ip, user, 'login', { provider: 'email' });
        },
      },
    };
  }

  emailCooldown(ctx, 'signup', email);
  const userId = existing && !existing.email_confirmed_at ? existing.id : randomUUID();
  return {
    status: 200,
    body: pendingSignupJson({ id: userId, email, phone: '', provider: 'email', metadata }),
    after: {
      key: email,
      run: () =>
        registerAndMail(ctx, req.ip, {
          userId,
          email,
          passwordHash,
          metadata,
          redirectTo: req.query.get('redirect_to'),
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
        }),
    },
  };
};

/**
 * Sign-up's work after the answer: a new address gets its account, an unconfirmed one takes the
 * newest password and metadata, and both are mailed; a confirmed account is left alone.
 */
async function registerAndMail(
  ctx: AuthContext,
  ip: string,
  input: {
    userId: string;
    email: string;
    passwordHash: string;
    metadata: Record<string, unknown>;
    redirectTo: string | null;
    codeChallenge?: string | null;
    codeChallengeMethod?: string | null;
  },
): Promise<void> {
  const existing = await findUserByEmail(ctx.pool, input.email);
  if (existing?.email_confirmed_at) {
    await writeAudit(ctx, ip, existing, 'user_repeated_signup', { provider: 'email' });
    return;
  }
  if (existing) {
    await ctx.pool.query(
      'update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1',
      [existing.id, input.passwordHash, input.metadata],
    );
  } else {
    await createUser(ctx.pool, {
      id: input.userId,
      email: input.email,
      passwordHash: input.passwordHash,
      userMetadata: input.metadata,
      confirmed: false,
      provider: 'email',
    });
  }
  await writeAudit(
    ctx,
    ip,
    { id: existing?.id ?? input.userId, email: input.email },
    'user_confirmation_requested',
    { provider: 'email' },
  );
  await sendLinkMail(ctx, {
    userId: existing?.id ?? input.userId,
    type: 'signup',
    email: input.email,
    redirectTo: input.redirectTo,
    codeChallenge: input.codeChallenge,
    codeChallengeMethod: input.codeChallengeMethod,
  });
}
