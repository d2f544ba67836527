import { z } from 'zod';
import { recordAudit } from '../audit-log';
import { authErrors } from '../auth-errors';
import type { AuthHandler } from '../auth-context';
import { factorJson, findFactor, listFactors, removeFactor } from '../mfa/factor-store';
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
  await removeFactor(ctx.pool, user.id, factor.id);
  return {
    status: 200,
    body: factorJson(factor),
    // GoTrue names the account whose factor it was as the actor here, not the admin.
    after: recordAudit(ctx, req, user, 'factor_deleted', {
      user_id: user.id,
      factor_id: factor.id,
    }),
  };
};
