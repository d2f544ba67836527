import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { authErrors } from '../auth-errors';
import { parseBody, callerOf, throttleAccount, type AuthHandler } from '../auth-context';
import { findFactor, insertChallenge, type ChallengeRow } from '../mfa/factor-store';
import { MFA_LIMITS } from '../mfa/mfa-limits';
import { matchTotpStep } from '../mfa/totp';
import { sha256, sixDigitCode } from '../secure-random';
import { recordAudit } from '../audit-log';
import { factorIdOf } from './factors';

const challengeSchema = z.object({
  channel: z.enum(['sms', 'whatsapp'], { error: 'channel must be sms or whatsapp' }).optional(),
});

const verifySchema = z.object({
  challenge_id: z.uuid({ error: 'challenge_id must be the id of a challenge' }),
  code: z
    .string({ error: 'code is required' })
    .trim()
    .min(1, 'code is required')
    .max(16, 'code is too long'),
});

const hashCode = (salt: string, code: string) => `${salt}:${sha256(`${salt}:${code}`)}`;

function codeMatches(stored: string | null, code: string): boolean {
  if (!stored) return false;
  const salt = stored.split(':')[0] ?? '';
  const a = Buffer.from(stored);
  const b = Buffer.from(hashCode(salt, code));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /factors/{id}/challenge: opens a 5-minute challenge; a phone factor gets its code by SMS. */
export const challengeFactor: AuthHandler = async (ctx, req) => {
  const { user } = callerOf(req);
  parseBody(challengeSchema, req.body);
  const factor = await findFactor(ctx.pool, user.id, factorIdOf(req.path));
  if (!factor) throw authErrors.factorNotFound();

  if (factor.factor_type === 'totp') {
    const challenge = await insertChallenge(ctx.pool, {
      factorId: factor.id,
      ip: req.ip,
      codeHash: null,
      lifetimeSeconds: MFA_LIMITS.challengeLifetimeSeconds,
    });
    return { status: 200, body: challengeJson(challenge, 'totp') };
  }

  const smsWait = ctx.mfa.limits.sms(factor.id);
  if (smsWait > 0) throw authErrors.rateLimited(smsWait);
  const code = sixDigitCode();
  const challenge = await insertChallenge(ctx.pool, {
    factorId: factor.id,
    ip: req.ip,
    codeHash: hashCode(randomBytes(8).toString('hex'), code),
    lifetimeSeconds: MFA_LIMITS.challengeLifetimeSeconds,
  });
  const minutes = Math.round(MFA_LIMITS.challengeLifetimeSeconds / 60);
  const result = await ctx.mfa.sms.send(
    `+${factor.phone}`,
    `Your Astro App sign-in code is ${code}. It expires in ${minutes} minutes. Never share it.`,
  );
  if (!result.sent) {
    ctx.log.error(`SMS to factor ${factor.id} not sent: ${result.error}`);
    await ctx.pool.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw authErrors.smsSendFailed();
  }
  return { status: 200, body: challengeJson(challenge, 'phone') };
};

const challengeJson = (challenge: ChallengeRow, type: 'totp' | 'phone') => ({
  id: challenge.id,
  type,
  expires_at: Math.floor(challenge.expires_at.getTime() / 1000),
});

/**
 * POST /factors/{id}/verify {challenge_id, code}: checks the code, marks the factor verified
 * (finishing an enrolment) and answers with a new aal2 session token whose `amr` names the method.
 */
export const verifyFactor: AuthHandler = async (ctx, req) => {
  const { user, claims } = callerOf(req);
  if (!claims.session_id) throw authErrors.badJwt('missing session_id claim');
  const wait = ctx.mfa.limits.verify(user.id);
  if (wait > 0) throw authErrors.rateLimited(wait);
  const body = parseBody(verifySchema, req.body);
  const factor = await findFactor(ctx.pool, user.id, factorIdOf(req.path));
  if (!factor) throw authErrors.factorNotFound();
  // Misses pause the account however many challenges they are spread over.
  throttleAccount(ctx.accounts.secondFactor, user.id);

  // The try is counted before the code is compared, so parallel guesses cannot pass the limit.
  const { rows } = await ctx.pool.query<ChallengeRow & { expired: boolean; exhausted: boolean }>(
    `update auth.mfa_challenges set verify_attempts = verify_attempts + 1
     where id = $1 and factor_id = $2
     returning *, expires_at <= now() as expired, verify_attempts > $3 as exhausted`,
    [body.challenge_id, factor.id, MFA_LIMITS.verifyAttemptsPerChallenge],
  );
  const challenge = rows[0];
  if (!challenge) throw authErrors.challengeNotFound();
  if (challenge.verified_at) throw authErrors.challengeUsed();
  if (challenge.expired) {
    await ctx.pool.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw authErrors.challengeExpired();
  }
  if (challenge.exhausted) throw authErrors.challengeExpired();

  let totpStep: number | null = null;
  if (factor.factor_type === 'totp') {
    totpStep = matchTotpStep(factor.secret ?? '', body.code);
    const lastStep = factor.last_totp_step === null ? null : Number(factor.last_totp_step);
    if (totpStep === null || (lastStep !== null && totpStep <= lastStep)) {
      throw authErrors.verificationFailed('Invalid TOTP code entered');
    }
  } else if (!codeMatches(challenge.otp_code_hash, body.code)) {
    throw authErrors.verificationFailed('Invalid MFA Phone code entered');
  }

  // Both updates are conditional, so two requests racing with one code cannot both succeed.
  const used = await ctx.pool.query(
    'update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null',
    [challenge.id],
  );
  if (used.rowCount !== 1) throw authErrors.challengeUsed();
  const accepted = await ctx.pool.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now(),
       last_totp_step = coalesce($2::bigint, last_totp_step)
     where id = $1 and ($2::bigint is null or last_totp_step is null or last_totp_step < $2::bigint)`,
    [factor.id, totpStep],
  );
  if (accepted.rowCount !== 1) throw authErrors.verificationFailed('Invalid TOTP code entered');

  ctx.accounts.secondFactor.succeeded(user.id);
  const method = factor.factor_type === 'totp' ? 'totp' : 'mfa/phone';
  return {
    status: 200,
    body: await ctx.sessions.elevate(user.id, claims.session_id, method),
    after: recordAudit(ctx, req, user, 'verification_attempted', {
      challenge_id: challenge.id,
      factor_id: factor.id,
      factor_type: factor.factor_type,
    }),
  };
};
