/** A tag a cached result provides, so invalidating it after a reload still refetches the result. */
export interface PersistedTag {
  type: string;
  id?: string | number;
}

/** One successful query result as it is kept on the device. */
export interface PersistedQuery {
  key: string;
  endpointName: string;
  originalArgs: unknown;
  data: unknown;
  fulfilledTimeStamp: number;
  tags: PersistedTag[];
}

export interface CacheLimits {
  /** At most this many results per user, the most recent first. */
  maxEntries: number;
  /** At most about this many characters of JSON per user. */
  maxChars: number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxEntries: 150, maxChars: 4_000_000 };

interface QueryEntryLike {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

/** The parts of RTK Query's state the cache reads. */
export interface ApiStateLike {
  queries: Record<string, QueryEntryLike | undefined>;
  provided?: { keys?: Record<string, PersistedTag[] | undefined> };
}

/** The successful results in the store now, with the tags each provides. */
export function entriesFromState(api: ApiStateLike): PersistedQuery[] {
  return Object.entries(api.queries).flatMap(([key, entry]) => {
    if (
      entry?.status !== 'fulfilled' ||
      entry.data === undefined ||
      !entry.endpointName ||
      entry.fulfilledTimeStamp === undefined
    )
      return [];
    const tags = (api.provided?.keys?.[key] ?? []).map(({ type, id }) =>
      id === undefined ? { type } : { type, id },
    );
    return [
      {
        key,
        endpointName: entry.endpointName,
        originalArgs: entry.originalArgs,
        data: entry.data,
        fulfilledTimeStamp: entry.fulfilledTimeStamp,
        tags,
      },
    ];
  });
}

/**
 * What to keep: the stored results updated by newer ones, newest first, within the limits. A
 * result that alone is over the size limit is left out rather than evicting everything else.
 */
export function mergeEntries(
  stored: readonly PersistedQuery[],
  fresh: readonly PersistedQuery[],
  limits: CacheLimits = DEFAULT_CACHE_LIMITS,
): PersistedQuery[] {
  const byKey = new Map<string, PersistedQuery>();
  for (const entry of [...stored, ...fresh]) {
    const known = byKey.get(entry.key);
    if (!known || known.fulfilledTimeStamp <= entry.fulfilledTimeStamp) byKey.set(entry.key, entry);
  }
  const newestFirst = [...byKey.values()].sort(
    (a, b) => b.fulfilledTimeStamp - a.fulfilledTimeStamp,
  );
  const kept: PersistedQuery[] = [];
  let chars = 0;
  for (const entry of newestFirst) {
    if (kept.length >= limits.maxEntries) break;
    const size = JSON.stringify(entry).length;
    if (chars + size > limits.maxChars) continue;
    chars += size;
    kept.push(entry);
  }
  return kept;
}

/** RTK Query's rehydration shape: the results as fulfilled queries, and the tags they provide. */
export function rehydrationInfo(entries: readonly PersistedQuery[]) {
  const queries: Record<string, object> = {};
  const tags: Record<string, Record<string, string[]>> = {};
  const keys: Record<string, PersistedTag[]> = {};
  for (const entry of entries) {
    queries[entry.key] = {
      status: 'fulfilled',
      endpointName: entry.endpointName,
      originalArgs: entry.originalArgs,
      requestId: `restored-${entry.key}`,
      data: entry.data,
      startedTimeStamp: entry.fulfilledTimeStamp,
      fulfilledTimeStamp: entry.fulfilledTimeStamp,
    };
    keys[entry.key] = entry.tags;
    for (const tag of entry.tags) {
      const id = tag.id === undefined ? '__internal_without_id' : String(tag.id);
      ((tags[tag.type] ??= {})[id] ??= []).push(entry.key);
    }
  }
  return { queries, mutations: {}, provided: { tags, keys }, subscriptions: {}, config: {} };
}
