import { type AtlasIndex, decodeAtlasIndex, decodeAtlasShard } from './decode-place-data';
import { parsePlaceQuery } from './parse-place-query';
import { createPlaceSearch, type Place, type PlaceSearch } from './place-search';
import { SHARD_PREFIX_LENGTH, shardKeyOfQuery } from './shard-keys';

/** Reads one atlas file by name (JSON, parsed): fetched in the browser, read from disk in Node. */
export type AtlasFileLoader = (file: string) => Promise<unknown>;

export interface Atlas {
  /**
   * Places whose name starts with the query, diacritics and case folded; "City, Region"
   * and "City, CC" narrow by region or country. Exact names first, then names starting
   * with the query, then names with a later word starting with it; most populous first
   * within each. Loads the shard the query needs first; a query of fewer than
   * `minQueryLength` letters finds nothing. Rejects when a file cannot be loaded; the
   * next search tries again.
   */
  search(query: string, limit?: number): Promise<Place[]>;
  /** The same search answered now, or undefined while its shard is not loaded yet. */
  searchLoaded(query: string, limit?: number): Place[] | undefined;
  /** Starts loading the index, so the first search only waits for its shard. */
  prepare(): Promise<void>;
  readonly minQueryLength: number;
}

/** The shard key `query` is searched in, or undefined when it is too short to search. */
export function shardKeyOf(query: string): string | undefined {
  return shardKeyOfQuery(parsePlaceQuery(query).name);
}

/** Shares one attempt among callers and forgets a failed one, so the next call retries. */
function retrying<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The atlas over its index and shard files, each loaded on first need and kept. */
export function createShardedAtlas(loadFile: AtlasFileLoader, indexFile: string): Atlas {
  const loadIndex = retrying(async () => {
    const index = decodeAtlasIndex(await loadFile(indexFile));
    if (index.prefixLength !== SHARD_PREFIX_LENGTH) {
      throw new Error(
        `atlas data: shards by ${index.prefixLength} letters, expected ${SHARD_PREFIX_LENGTH}`,
      );
    }
    return index;
  });
  const loaders = new Map<string, () => Promise<PlaceSearch | undefined>>();
  const loaded = new Map<string, PlaceSearch | undefined>();

  const loadShard = (key: string) => {
    let load = loaders.get(key);
    if (!load) {
      load = retrying(async () => {
        const index: AtlasIndex = await loadIndex();
        const file = index.shards.get(key);
        // No place is found by these letters: nothing to download.
        const search = file
          ? createPlaceSearch(decodeAtlasShard(await loadFile(file), key, index))
          : undefined;
        loaded.set(key, search);
        return search;
      });
      loaders.set(key, load);
    }
    return load();
  };

  return {
    async search(query, limit) {
      const key = shardKeyOf(query);
      if (key === undefined) return [];
      const shard = await loadShard(key);
      return shard ? shard.search(query, limit) : [];
    },
    searchLoaded(query, limit) {
      const key = shardKeyOf(query);
      if (key === undefined) return [];
      if (!loaded.has(key)) return undefined;
      return loaded.get(key)?.search(query, limit) ?? [];
    },
    async prepare() {
      await loadIndex();
    },
    minQueryLength: SHARD_PREFIX_LENGTH,
  };
}
