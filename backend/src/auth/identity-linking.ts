import type { AuthContext } from './auth-context';
import { findUserByEmail, findUserById } from './auth-store';

/**
 * After an identity was linked to an account that has no e-mail (an anonymous one, or one made
 * with a phone), the provider's address becomes the account's when the provider vouches for it,
 * and an anonymous account becomes permanent, as GoTrue does. Answers `email_exists` when the
 * address belongs to another account.
 */
export async function adoptLinkedEmail(
  ctx: AuthContext,
  userId: string,
  profile: { email?: string | null; emailVerified: boolean; provider: string },
): Promise<'email_exists' | undefined> {
  const user = await findUserById(ctx.pool, userId);
  if (!user || user.email || !profile.email || !profile.emailVerified) return undefined;
  const email = profile.email.toLowerCase();
  const other = await findUserByEmail(ctx.pool, email);
  if (other && other.id !== userId) return 'email_exists';
  await ctx.pool.query(
    `update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
       is_anonymous = false, updated_at = now(),
       raw_app_meta_data = case when raw_app_meta_data ? 'provider' then raw_app_meta_data
         else raw_app_meta_data || jsonb_build_object('provider', $3::text) end
     where id = $1`,
    [userId, email, profile.provider],
  );
  return undefined;
}
