import type { AuthContext } from './auth-context';
import { authErrors } from './auth-errors';
import { throttleAccount } from './auth-context';
import type { UserRow } from './user-json';

/** GoTrue's rule: a password change in a session older than a day needs a fresh code. */
export const REAUTHENTICATION_AGE_MS = 24 * 60 * 60 * 1000;

/** Where the account's reauthentication code goes: its e-mail address, else its phone. */
export const reauthenticationTarget = (user: UserRow): string => user.email || user.phone || '';

/**
 * With secure password change on, a session that is a day old (or unknown) must show the nonce
 * sent by GET /reauthenticate before the password changes; the code is used up by the change.
 */
export async function checkReauthentication(
  ctx: AuthContext,
  user: UserRow,
  sessionId: string | undefined,
  nonce: string | undefined,
): Promise<void> {
  if (!ctx.settings.securePasswordChange) return;
  const { rows } = sessionId
    ? await ctx.pool.query<{ created_at: Date }>(
        'select created_at from auth.sessions where id = $1 and user_id = $2',
        [sessionId, user.id],
      )
    : { rows: [] };
  const started = rows[0]?.created_at;
  if (started && Date.now() - started.getTime() <= REAUTHENTICATION_AGE_MS) return;
  if (!nonce) throw authErrors.reauthenticationNeeded();
  const target = reauthenticationTarget(user);
  const account = `reauthentication:${user.id}`;
  throttleAccount(ctx.accounts.emailCode, account);
  const redeemed = target
    ? await ctx.tokens.redeem(['reauthentication'], { email: target, code: nonce })
    : undefined;
  if (!redeemed || redeemed.user_id !== user.id) throw authErrors.reauthenticationNotValid();
  ctx.accounts.emailCode.succeeded(account);
}
