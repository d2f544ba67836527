import { BRAIN_TIMEOUT, BrainChatError } from './brain-answer';

/** product §9: poll once a second, at most 30 times. */
export const POLL_INTERVAL_MS = 1000;
export const POLL_MAX_TRIES = 30;

export interface PollOptions<T> {
  /** One look for the answer; null when it is not there yet. */
  check(): Promise<T | null>;
  signal?: AbortSignal;
  intervalMs?: number;
  maxTries?: number;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Waits for the brain's answer by looking once per interval; after the last try it gives up with
 * 'Timeout waiting for brain response'. A failed look counts as a try, not as the end.
 */
export async function pollForAnswer<T>({
  check,
  signal,
  intervalMs = POLL_INTERVAL_MS,
  maxTries = POLL_MAX_TRIES,
}: PollOptions<T>): Promise<T> {
  for (let attempt = 1; attempt <= maxTries; attempt++) {
    await wait(intervalMs, signal);
    try {
      const found = await check();
      if (found !== null) return found;
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  throw new BrainChatError(BRAIN_TIMEOUT);
}
