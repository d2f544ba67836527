import type { ActivityCache } from './activity-cache';

/** product §9: activity is written 1 s after the last mouse, key or click event, at most every 30 s. */
export const ACTIVITY_DEBOUNCE_MS = 1000;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ActivityReporter {
  notify(): void;
  stop(): void;
}

/**
 * Debounces bursts of input into one report, and lets the shared cache (30 s lifetime) throttle
 * reports to one per user per 30 s.
 */
export function createActivityReporter(options: {
  key: string;
  cache: ActivityCache;
  report: () => void;
  timers: Timers;
  debounceMs?: number;
}): ActivityReporter {
  const { key, cache, report, timers, debounceMs = ACTIVITY_DEBOUNCE_MS } = options;
  let handle: unknown = null;
  const fire = () => {
    handle = null;
    if (cache.isFresh(key)) return;
    cache.remember(key);
    report();
  };
  return {
    notify() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(fire, debounceMs);
    },
    stop() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}
