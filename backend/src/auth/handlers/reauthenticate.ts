import { AuthApiError, authErrors } from '../auth-errors';
import { callerOf, type AuthContext, type AuthHandler } from '../auth-context';
import { recordAudit } from '../audit-log';
import { sendPhoneCode } from '../phone-codes';
import type { UserRow } from '../user-json';

/** The mail that carries a reauthentication code; it has no link, only the code to type. */
function reauthenticationMail(to: string, code: string, lifetimeSeconds: number) {
  const minutes = Math.max(1, Math.round(lifetimeSeconds / 60));
  const lead = 'Enter this code to confirm it is you making a change to your account:';
  const note = `It is valid for ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`;
  return {
    to,
    subject: 'Confirm reauthentication',
    text: `${lead}\n\n${code}\n\n${note}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${lead}</p><p><strong>${code}</strong></p><p style="color:#666">${note}</p>
</body></html>`,
  };
}

async function mailCode(ctx: AuthContext, user: UserRow, email: string): Promise<void> {
  const lifetime = ctx.settings.otpExpirySeconds;
  const { code } = await ctx.tokens.issue({
    userId: user.id,
    type: 'reauthentication',
    email,
    lifetimeSeconds: lifetime,
  });
  try {
    await ctx.mailer.send(reauthenticationMail(email, code, lifetime));
  } catch (error) {
    ctx.log.error(`sending reauthentication mail failed: ${String(error)}`);
    throw new AuthApiError(500, 'unexpected_failure', 'Error sending email');
  }
  await ctx.pool.query('update auth.users set reauthentication_sent_at = now() where id = $1', [
    user.id,
  ]);
}

/**
 * GET /reauthenticate (supabase-js `reauthenticate()`): sends the signed-in user a 6-digit
 * nonce, by e-mail or, for an account with only a phone, by SMS, which `updateUser({ password,
 * nonce })` then shows.
 */
export const reauthenticate: AuthHandler = async (ctx, req) => {
  const { user } = callerOf(req);
  const email = user.email ?? '';
  const phone = user.phone ?? '';
  if (!email && !phone)
    throw authErrors.validation(
      'Reauthentication requires the user to have an email or a phone number',
    );
  if (email && !user.email_confirmed_at)
    throw new AuthApiError(422, 'email_not_confirmed', 'Please verify your email first.');
  if (!email && !user.phone_confirmed_at)
    throw new AuthApiError(422, 'phone_not_confirmed', 'Please verify your phone first.');
  const wait = ctx.emailCooldown.tryStart(`reauthentication:${user.id}`);
  if (wait > 0) throw email ? authErrors.emailRateLimited(wait) : authErrors.smsRateLimited(wait);
  if (email) await mailCode(ctx, user, email);
  else await sendPhoneCode(ctx, { userId: user.id, type: 'reauthentication', phone });
  return {
    status: 200,
    body: {},
    after: recordAudit(ctx, req, user, 'user_reauthenticate_requested'),
  };
};
