/** Hit times of one key, oldest first; entries before `head` have expired. */
interface HitLog {
  times: number[];
  head: number;
}

/**
 * Sliding-window log per key (e.g. "signup:203.0.113.7"): at most `limit` hits in any
 * `windowMs`. Times are appended in order, so expiry only ever drops from the front: a hit
 * costs O(1) amortised however high the limit, and a key holds at most `limit` times. Memory
 * is bounded by pruning keys whose window has passed.
 */
export class RateLimiter {
  private readonly hits = new Map<string, HitLog>();
  private lastPrune = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit and returns false when it exceeds the limit (the hit is then not counted). */
  take(key: string, limit: number): boolean {
    return this.hit(key, limit) === 0;
  }

  /**
   * Records a hit and returns 0, or, when it exceeds the limit (the hit is then not counted),
   * the milliseconds until the oldest hit in the window leaves it and one more would fit.
   */
  hit(key: string, limit: number): number {
    const now = this.now();
    this.prune(now);
    const cutoff = now - this.windowMs;
    let log = this.hits.get(key);
    if (!log) {
      log = { times: [], head: 0 };
      this.hits.set(key, log);
    }
    while (log.head < log.times.length && log.times[log.head]! <= cutoff) log.head++;
    // Compact once the expired prefix is the larger part, keeping the amortised cost constant.
    if (log.head > 32 && log.head * 2 > log.times.length) {
      log.times = log.times.slice(log.head);
      log.head = 0;
    }
    const inWindow = log.times.length - log.head;
    if (inWindow >= limit) {
      // With a limit of 0 nothing ever fits; a whole window is the honest answer.
      if (limit < 1) return this.windowMs;
      const oldest = log.times[log.times.length - limit]!;
      return Math.max(1, oldest + this.windowMs - now);
    }
    log.times.push(now);
    return 0;
  }

  private prune(now: number): void {
    if (now - this.lastPrune < this.windowMs) return;
    this.lastPrune = now;
    const cutoff = now - this.windowMs;
    for (const [key, log] of this.hits) {
      const newest = log.times[log.times.length - 1];
      if (newest === undefined || newest <= cutoff) this.hits.delete(key);
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
