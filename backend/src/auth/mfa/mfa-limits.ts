import { RateLimiter } from '../rate-limiter';

/** Limits of the MFA endpoints (GoTrue's defaults, or stricter). */
export const MFA_LIMITS = {
  maxFactorsPerUser: 10,
  challengeLifetimeSeconds: 5 * 60,
  verifyPerMinute: 15,
  /** Tries one challenge allows, the right one included. */
  verifyAttemptsPerChallenge: 5,
  smsChallengesPerMinute: 3,
  /** Enrolments never verified are cleared after a day, so abandoned ones do not fill the quota. */
  unverifiedFactorLifetimeHours: 24,
} as const;

/**
 * Per-user counters over one minute. Keyed by account rather than IP: a second factor is what an
 * attacker who already has the password would guess at, from as many addresses as they like.
 * Each returns 0 when the request may go ahead, else the milliseconds until it may.
 */
export function createMfaLimiters(now: () => number = Date.now) {
  const perMinute = new RateLimiter(60_000, now);
  return {
    verify: (userId: string) => perMinute.hit(`verify:${userId}`, MFA_LIMITS.verifyPerMinute),
    sms: (factorId: string) => perMinute.hit(`sms:${factorId}`, MFA_LIMITS.smsChallengesPerMinute),
  };
}

export type MfaLimiters = ReturnType<typeof createMfaLimiters>;
