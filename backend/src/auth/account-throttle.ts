/** How an account's failed sign-in attempts slow further attempts down. */
export interface BackoffPolicy {
  /** Failures allowed before the first pause. */
  freeFailures: number;
  /** The first pause; each further failure doubles it. */
  firstPauseMs: number;
  /** The longest pause: an attacker can slow an account down, never lock it for good. */
  maxPauseMs: number;
  /** Quiet time after which an account's failures are forgotten. */
  forgetAfterMs: number;
}

interface AccountState {
  failures: number;
  lastFailureAt: number;
  pausedUntil: number;
}

/**
 * Exponential backoff per account (an e-mail address or user id), on top of the per-IP limits,
 * so that guesses spread over many addresses still meet one counter. Every attempt counts as a
 * failure until `succeeded` clears the account: parallel guesses cannot all pass before the
 * first one is judged. Attempts refused during a pause are not counted, so hammering does not
 * lengthen it. Unknown addresses are counted like real ones, so a refusal reveals nothing.
 * Accounts are compared without case, as e-mail addresses are.
 */
export class AccountThrottle {
  private readonly accounts = new Map<string, AccountState>();

  constructor(
    private readonly policy: BackoffPolicy,
    private readonly now: () => number = Date.now,
    private readonly maxAccounts = 100_000,
  ) {}

  /** Returns 0 when the attempt may go ahead (and counts it), else the milliseconds to wait. */
  attempt(account: string): number {
    account = account.toLowerCase();
    const now = this.now();
    let state = this.accounts.get(account);
    if (state && state.pausedUntil > now) return state.pausedUntil - now;
    if (state && now - state.lastFailureAt >= this.policy.forgetAfterMs) state = undefined;
    state ??= { failures: 0, lastFailureAt: now, pausedUntil: 0 };
    state.failures += 1;
    state.lastFailureAt = now;
    const over = state.failures - this.policy.freeFailures;
    if (over >= 0) {
      // 2 ** over overflows to Infinity long before it matters; min() keeps it at the cap.
      state.pausedUntil =
        now + Math.min(this.policy.firstPauseMs * 2 ** over, this.policy.maxPauseMs);
    }
    // Re-inserting keeps the map in order of last activity, so eviction drops the stalest.
    this.accounts.delete(account);
    this.accounts.set(account, state);
    this.evict(now);
    return 0;
  }

  /** The attempt proved the secret: the account starts afresh. */
  succeeded(account: string): void {
    this.accounts.delete(account.toLowerCase());
  }

  private evict(now: number): void {
    if (this.accounts.size <= this.maxAccounts) return;
    for (const [key, state] of this.accounts) {
      if (this.accounts.size <= this.maxAccounts * 0.9) break;
      const idle =
        state.pausedUntil <= now && now - state.lastFailureAt >= this.policy.forgetAfterMs;
      // Past the cap even active entries go, oldest first: memory stays bounded under a flood.
      if (idle || this.accounts.size > this.maxAccounts) this.accounts.delete(key);
    }
  }
}

/** GoTrue-like defaults: a few typos are free, then 30 s, 1 min, 2 min … at most 15 min. */
const BASE = { firstPauseMs: 30_000, maxPauseMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

export interface AccountThrottles {
  /** Passwords, keyed by e-mail address: sign-in and the current password of PUT /user. */
  password: AccountThrottle;
  /** E-mail codes typed by hand, keyed by address. Each code also dies after five tries. */
  emailCode: AccountThrottle;
  /** Second-factor codes, keyed by user id. */
  secondFactor: AccountThrottle;
}

export function createAccountThrottles(
  passwordFailures: number,
  now: () => number = Date.now,
): AccountThrottles {
  return {
    password: new AccountThrottle({ ...BASE, freeFailures: passwordFailures }, now),
    // A code already dies after five tries; the account pauses after two codes' worth.
    emailCode: new AccountThrottle({ ...BASE, freeFailures: 10 }, now),
    secondFactor: new AccountThrottle({ ...BASE, freeFailures: 10 }, now),
  };
}
