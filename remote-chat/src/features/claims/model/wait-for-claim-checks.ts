import type { ClaimChecks } from './claim-checks';

/** The server checks an answer just after storing it: a few looks, a second apart, cover that. */
export const CLAIM_CHECK_TRIES = 10;
export const CLAIM_CHECK_INTERVAL_MS = 1000;

export interface ClaimCheckWait {
  /** One read of the message's `claim_checks`; null while they are not stored yet. */
  read(): Promise<ClaimChecks | null>;
  signal?: AbortSignal;
  tries?: number;
  intervalMs?: number;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<boolean>((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Re-reads a completed answer's claim checks until they are stored. Resolves null when they never
 * come (an answer with nothing to check, a server that does not check) or the wait is given up:
 * the answer is shown either way, so a failed read is simply another try.
 */
export async function waitForClaimChecks({
  read,
  signal,
  tries = CLAIM_CHECK_TRIES,
  intervalMs = CLAIM_CHECK_INTERVAL_MS,
}: ClaimCheckWait): Promise<ClaimChecks | null> {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (attempt > 0 && !(await pause(intervalMs, signal))) return null;
    if (signal?.aborted) return null;
    const found = await read().catch(() => null);
    if (found) return found;
  }
  return null;
}
