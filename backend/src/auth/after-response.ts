import type { Logger } from '../lib/logger';

/** Work an endpoint leaves for after its answer, in the order of its key (an e-mail address). */
export interface DeferredWork {
  key: string;
  run: () => Promise<void>;
}

/**
 * Runs work after the answer has been sent. Sign-up, magic link and recovery answer before they
 * look at the account, create it or mail it, so how long they take cannot tell whether an
 * address has an account. Work is chained per key, and `settled` lets a later request about the
 * same address (a sign-in right after signing up) see what the earlier one did.
 */
export class AfterResponseQueue {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly log: Logger) {}

  run(work: DeferredWork): void {
    const key = work.key.toLowerCase();
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous
      .then(work.run)
      .catch((error: unknown) =>
        this.log.error(
          `deferred auth work failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    this.tails.set(key, next);
    void next.then(() => {
      if (this.tails.get(key) === next) this.tails.delete(key);
    });
  }

  /** Resolves once the work queued so far for this key has finished. */
  settled(key: string): Promise<void> {
    return this.tails.get(key.toLowerCase()) ?? Promise.resolve();
  }

  /** Waits for everything queued, e.g. before the database pool closes, at most `limitMs`. */
  async drain(limitMs = 10_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)));
    const all = (async () => {
      while (this.tails.size > 0) await Promise.all(this.tails.values());
    })();
    await Promise.race([all, deadline]);
    clearTimeout(timer);
  }
}
