import * as z from 'zod/mini';

/**
 * A per-browser limit on contact messages. It keeps honest visitors from sending the same message
 * twice and slows down simple scripts; it is no substitute for a limit on the server.
 */
export interface ThrottleRule {
  /** At most `max` submissions within `windowMs`. */
  windowMs: number;
  max: number;
  /** And at least this long between two submissions. */
  minGapMs: number;
}

export const CONTACT_THROTTLE: ThrottleRule = { windowMs: 15 * 60_000, max: 3, minGapMs: 30_000 };
export const CONTACT_THROTTLE_KEY = 'contact_sent_at';

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export function checkThrottle(
  history: readonly number[],
  now: number,
  rule: ThrottleRule,
): ThrottleVerdict {
  const recent = history
    .filter((time) => time <= now && now - time < rule.windowMs)
    .sort((a, b) => a - b);
  const last = recent.at(-1);
  let retryAfterMs = 0;
  if (last !== undefined && now - last < rule.minGapMs) retryAfterMs = rule.minGapMs - (now - last);
  if (recent.length >= rule.max) {
    const oldest = recent[recent.length - rule.max] ?? now;
    retryAfterMs = Math.max(retryAfterMs, rule.windowMs - (now - oldest));
  }
  return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
}

/** `z.number()` already refuses NaN and ±Infinity. */
const historySchema = z.array(z.number());

/** Stored timestamps; anything unreadable counts as no history rather than blocking the form. */
export function readHistory(
  storage: Pick<Storage, 'getItem'>,
  key = CONTACT_THROTTLE_KEY,
): number[] {
  try {
    const parsed = historySchema.safeParse(JSON.parse(storage.getItem(key) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function recordSubmission(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  rule: ThrottleRule = CONTACT_THROTTLE,
  key = CONTACT_THROTTLE_KEY,
): void {
  const kept = readHistory(storage, key).filter((time) => now - time < rule.windowMs);
  try {
    storage.setItem(key, JSON.stringify([...kept, now]));
  } catch {
    // Storage may be full or blocked; the message itself was already sent.
  }
}

/** "2 minutes", "30 seconds": how long to wait, rounded up to what a person can act on. */
export function describeWait(ms: number): string {
  if (ms >= 60_000) {
    const minutes = Math.ceil(ms / 60_000);
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
