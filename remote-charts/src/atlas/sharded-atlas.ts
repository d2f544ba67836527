import { type AtlasIndex, decodeAtlasIndex, decodeAtlasShard } from './decode-place-data';
import { parsePlaceQuery } from './parse-place-query';
import { createPlaceSearch, type Place, type PlaceSearch } from './place-search';
import { isSearchableName, SHARD_PREFIX_LENGTH, shardKeyOfQuery } from './shard-keys';

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

/** Whether `query` names enough letters to be searched. */
export function isSearchable(query: string): boolean {
  return isSearchableName(parsePlaceQuery(query).name);
}

/** The shard `query` is searched in, or undefined when it is too short to search. */
export function shardKeyOf(query: string, index: AtlasIndex): string | undefined {
  return shardKeyOfQuery(parsePlaceQuery(query).name, index.split);
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
  // Kept once loaded, so a search can be answered synchronously from the shards at hand.
  let knownIndex: AtlasIndex | undefined;
  const loadIndex = retrying(async () => {
    const index = decodeAtlasIndex(await loadFile(indexFile));
    if (index.prefixLength !== SHARD_PREFIX_LENGTH) {
      throw new Error(
        `atlas data: shards by ${index.prefixLength} letters, expected ${SHARD_PREFIX_LENGTH}`,
      );
    }
    knownIndex = index;
    return index;
  });
  const loaders = new Map<string, () => Promise<PlaceSearch | undefined>>();
  const loaded = new Map<string, PlaceSearch | undefined>();

  const loadShard = (key: string, index: AtlasIndex) => {
    let load = loaders.get(key);
    if (!load) {
      load = retrying(async () => {
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
      if (!isSearchable(query)) return [];
      const index = await loadIndex();
      const key = shardKeyOf(query, index)!;
      const shard = await loadShard(key, index);
      return shard ? shard.search(query, limit) : [];
    },
    searchLoaded(query, limit) {
      if (!isSearchable(query)) return [];
      if (!knownIndex) return undefined;
      const key = shardKeyOf(query, knownIndex)!;
      if (!loaded.has(key)) return undefined;
      return loaded.get(key)?.search(query, limit) ?? [];
    },
    async prepare() {
      await loadIndex();
    },
    minQueryLength: SHARD_PREFIX_LENGTH,
  };
}
