import { authMail } from '../mail/auth-mail-templates';
import { AuthApiError } from './auth-errors';
import type { AuthContext } from './auth-context';
import type { OneTimeTokenType } from './one-time-tokens';
import { resolveRedirect } from './redirects';

const SENT_AT_COLUMN: Record<OneTimeTokenType, string> = {
  signup: 'confirmation_sent_at',
  magiclink: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
};

/** Issues a one-time token and mails its link (to /auth/v1/verify) and code. */
export async function sendLinkMail(
  ctx: AuthContext,
  input: {
    userId: string;
    type: OneTimeTokenType;
    email: string;
    redirectTo?: string | null;
    codeChallenge?: string | null;
    codeChallengeMethod?: string | null;
  },
): Promise<void> {
  const urls = ctx.urls();
  const redirectTo = resolveRedirect(input.redirectTo, urls);
  const { linkToken, code } = await ctx.tokens.issue({
    userId: input.userId,
    type: input.type,
    email: input.email,
    lifetimeSeconds: ctx.settings.otpExpirySeconds,
    redirectTo,
    codeChallenge: input.codeChallenge ?? undefined,
    codeChallengeMethod: input.codeChallengeMethod?.toLowerCase() ?? undefined,
  });
  const link = new URL(`${urls.api.replace(/\/$/, '')}/auth/v1/verify`);
  link.searchParams.set('token', linkToken);
  link.searchParams.set('type', input.type);
  link.searchParams.set('redirect_to', redirectTo);
  try {
    await ctx.mailer.send(
      authMail(input.type, input.email, link.toString(), code, ctx.settings.otpExpirySeconds),
    );
  } catch (error) {
    ctx.log.error(`sending ${input.type} mail failed: ${String(error)}`);
    throw new AuthApiError(500, 'unexpected_failure', 'Error sending email');
  }
  await ctx.pool.query(
    `update auth.users set ${SENT_AT_COLUMN[input.type]} = now() where id = $1`,
    [input.userId],
  );
}
