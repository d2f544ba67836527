import { z } from 'zod';
import { authErrors } from '../auth-errors';
import type { AuthHandler } from '../auth-context';
import { factorJson, findFactor, listFactors } from '../mfa/factor-store';
import { loadAdminUser } from './admin-users';

/** GET /admin/users/{id}/factors: every factor of the account, verified or not, without secrets. */
export const adminListFactors: AuthHandler = async (ctx, req) => {
  const user = await loadAdminUser(ctx, req.path);
  return { status: 200, body: (await listFactors(ctx.pool, user.id)).map(factorJson) };
};

/**
 * DELETE /admin/users/{id}/factors/{factorId}. Answers the removed factor, as GoTrue does; once
 * no verified factor is left, the account's sessions no longer claim a second factor.
 */
export const adminDeleteFactor: AuthHandler = async (ctx, req) => {
  const user = await loadAdminUser(ctx, req.path);
  const factorId = req.path.split('/')[5] ?? '';
  if (!z.uuid().safeParse(factorId).success) throw authErrors.badFactorId();
  const factor = await findFactor(ctx.pool, user.id, factorId);
  if (!factor) throw authErrors.factorNotFound();
  await ctx.pool.query('delete from auth.mfa_factors where id = $1 and user_id = $2', [
    factor.id,
    user.id,
  ]);
  await ctx.pool.query(
    `update auth.sessions set aal = 'aal1', updated_at = now(),
       amr = coalesce((select jsonb_agg(e) from jsonb_array_elements(amr) e
                       where e ->> 'method' not in ('totp', 'mfa/phone')), '[]'::jsonb)
     where user_id = $1 and not exists (
       select 1 from auth.mfa_factors f where f.user_id = $1 and f.status = 'verified')`,
    [user.id],
  );
  return { status: 200, body: factorJson(factor) };
};
