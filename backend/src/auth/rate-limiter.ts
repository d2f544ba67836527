/**
 * Sliding-window counter per key (e.g. "signup:203.0.113.7"): at most `limit` hits in any
 * `windowMs`. Memory is bounded by pruning keys whose window has passed.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastPrune = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit and returns false when it exceeds the limit (the hit is then not counted). */
  take(key: string, limit: number): boolean {
    const now = this.now();
    this.prune(now);
    const cutoff = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }

  private prune(now: number): void {
    if (now - this.lastPrune < this.windowMs) return;
    this.lastPrune = now;
    const cutoff = now - this.windowMs;
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= cutoff)) this.hits.delete(key);
    }
  }
}

/** Remembers when something last happened per key, for "wait N seconds before resending". */
export class Cooldown {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly periodMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns 0 and starts a new period when allowed, else the whole seconds left to wait. */
  tryStart(key: string): number {
    const now = this.now();
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < this.periodMs) {
      return Math.ceil((this.periodMs - (now - previous)) / 1000);
    }
    if (this.last.size > 10_000) {
      for (const [k, t] of this.last) if (now - t >= this.periodMs) this.last.delete(k);
    }
    this.last.set(key, now);
    return 0;
  }
}
