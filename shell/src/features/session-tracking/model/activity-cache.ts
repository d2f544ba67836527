/** product §9: the activity cache holds at most 500 entries, each for 30 s. */
export const ACTIVITY_CACHE_MAX_ENTRIES = 500;
export const ACTIVITY_CACHE_TTL_MS = 30_000;

export interface ActivityCache {
  /** True while `key` was remembered less than the lifetime ago. */
  isFresh(key: string): boolean;
  remember(key: string): void;
  readonly size: number;
}

/**
 * Remembers when something was last written (keyed by user and kind), so writes to the profile
 * happen at most once per lifetime. Oldest entries go first when the cache is full.
 */
export function createActivityCache(
  now: () => number = Date.now,
  maxEntries = ACTIVITY_CACHE_MAX_ENTRIES,
  ttlMs = ACTIVITY_CACHE_TTL_MS,
): ActivityCache {
  const entries = new Map<string, number>();
  return {
    isFresh(key) {
      const at = entries.get(key);
      if (at === undefined) return false;
      if (now() - at >= ttlMs) {
        entries.delete(key);
        return false;
      }
      return true;
    },
    remember(key) {
      entries.delete(key); // re-insert at the end: Map keeps insertion order
      entries.set(key, now());
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
