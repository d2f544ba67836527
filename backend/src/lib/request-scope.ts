import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

/** What every piece of code running on behalf of one HTTP request can learn about it. */
export interface RequestScope {
  /** Sent back as `X-Request-Id` and written in every log line about the request. */
  id: string;
  method: string;
  path: string;
  /** Answers the request with a 500 (or drops it if an answer has begun): its work failed. */
  fail(error: unknown): void;
}

/**
 * Follows a request through callbacks, listeners and promises, so that an error thrown anywhere
 * on its behalf, even in a listener the request's own handler never sees, can be pinned on it.
 */
export const requestScope = new AsyncLocalStorage<RequestScope>();

const prefix = randomBytes(4).toString('hex');
let sequence = 0;

/** Unique per process run and cheap: a random prefix and a counter. */
export function nextRequestId(): string {
  sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
  return `${prefix}-${sequence.toString(36)}`;
}
