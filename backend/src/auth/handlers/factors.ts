import { z } from 'zod';
import { authErrors } from '../auth-errors';
import { callerOf, parseBody, type AuthHandler } from '../auth-context';
import { findFactor, insertFactor, listFactors, removeFactor } from '../mfa/factor-store';
import { MFA_LIMITS } from '../mfa/mfa-limits';
import { normalizePhone } from '../mfa/phone-number';
import { recordAudit } from '../audit-log';
import { createTotpEnrollment } from '../mfa/totp';

const friendlyName = z
  .string({ error: 'friendly_name must be text' })
  .trim()
  .max(120, 'friendly_name is too long (120 characters at most)')
  .optional();

const enrollSchema = z.discriminatedUnion(
  'factor_type',
  [
    z.object({
      factor_type: z.literal('totp'),
      friendly_name: friendlyName,
      issuer: z.string().trim().min(1).max(100, 'issuer is too long').optional(),
    }),
    z.object({
      factor_type: z.literal('phone'),
      friendly_name: friendlyName,
      phone: z
        .string({ error: 'phone is required for a phone factor' })
        .max(32, 'Invalid phone number'),
    }),
  ],
  { error: 'factor_type must be totp or phone' },
);

const factorIdOf = (path: string): string => {
  const id = path.split('/')[2] ?? '';
  if (!z.uuid().safeParse(id).success) throw authErrors.factorNotFound();
  return id;
};

/** POST /factors: starts enrolling a TOTP app or a phone; verifying a challenge finishes it. */
export const enrollFactor: AuthHandler = async (ctx, req) => {
  const { user, claims } = callerOf(req);
  const body = parseBody(enrollSchema, req.body);
  const name = body.friendly_name ?? '';
  const phone = body.factor_type === 'phone' ? normalizePhone(body.phone) : undefined;
  if (body.factor_type === 'phone' && !phone) {
    throw authErrors.validation('Invalid phone number format (E.164 required)');
  }
  const enrollment =
    body.factor_type === 'totp'
      ? await createTotpEnrollment(
          body.issuer ?? new URL(ctx.urls().site).host,
          user.email || user.phone || user.id,
        )
      : undefined;

  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    // One enrolment at a time per user, so the quota below cannot be raced past.
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`mfa:${user.id}`]);
    await client.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
         and created_at < now() - make_interval(hours => $2)`,
      [user.id, MFA_LIMITS.unverifiedFactorLifetimeHours],
    );
    const factors = await listFactors(client, user.id);
    if (factors.some((f) => f.status === 'verified') && claims.aal !== 'aal2') {
      throw authErrors.insufficientAal('AAL2 required to enroll a new factor');
    }
    if (factors.length >= MFA_LIMITS.maxFactorsPerUser) {
      throw authErrors.tooManyFactors(MFA_LIMITS.maxFactorsPerUser);
    }
    if (name && factors.some((f) => f.friendly_name === name)) {
      throw authErrors.factorNameConflict(name);
    }
    const factor = await insertFactor(client, {
      userId: user.id,
      friendlyName: name,
      type: body.factor_type,
      secret: enrollment?.secret,
      phone: phone ?? undefined,
    });
    await client.query('commit');
    const after = recordAudit(ctx, req, user, 'factor_in_progress', {
      factor_id: factor.id,
      factor_type: factor.factor_type,
    });
    if (factor.factor_type === 'phone') {
      return {
        after,
        status: 200,
        body: {
          id: factor.id,
          type: 'phone',
          friendly_name: factor.friendly_name,
          phone: factor.phone,
        },
      };
    }
    return {
      after,
      status: 200,
      body: { id: factor.id, type: 'totp', friendly_name: factor.friendly_name, totp: enrollment },
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if ((error as { code?: unknown } | null)?.code === '23505')
      throw authErrors.factorNameConflict(name);
    throw error;
  } finally {
    client.release();
  }
};

/**
 * DELETE /factors/{id}. A verified factor is removed only from an aal2 session: otherwise a
 * stolen password alone would be enough to switch the second factor off.
 */
export const unenrollFactor: AuthHandler = async (ctx, req) => {
  const { user, claims } = callerOf(req);
  const factor = await findFactor(ctx.pool, user.id, factorIdOf(req.path));
  if (!factor) throw authErrors.factorNotFound();
  if (factor.status === 'verified' && claims.aal !== 'aal2') {
    throw authErrors.insufficientAal('AAL2 required to unenroll verified factor');
  }
  await removeFactor(ctx.pool, user.id, factor.id);
  return {
    status: 200,
    body: { id: factor.id },
    after: recordAudit(ctx, req, user, 'factor_unenrolled', {
      factor_id: factor.id,
      factor_status: factor.status,
    }),
  };
};

export { factorIdOf };
