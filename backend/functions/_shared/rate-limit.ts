/**
 * Per-user sliding-window limit, kept in memory. Each instance of the functions counts on its
 * own, so with N instances a user gets at most N times the limit; that bounds cost without a
 * database round trip on every AI call.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a hit unless the user is over the limit; returns the seconds to wait when refused. */
  take(
    key: string,
    max: number,
    windowMs: number,
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    this.sweep(now, windowMs);
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= max) {
      this.hits.set(key, recent);
      const retryAfterMs = recent[0]! + windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true };
  }

  /** Forgets users idle for a whole window, so memory follows active users only. */
  private sweep(now: number, windowMs: number): void {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) <= now - windowMs) this.hits.delete(key);
    }
  }
}

/** One budget per user shared by every AI feature of this instance. */
export const aiRateLimiter = new SlidingWindowLimiter();
