import { useEffect, useMemo, useState } from 'react';
import { type Atlas, isSearchable, type Place } from '../../../atlas';

export type AtlasSearchState =
  /** Nothing to search: an empty query, or too few letters (`tooShort`). */
  | { status: 'idle'; tooShort: boolean }
  | { status: 'searching' }
  | { status: 'done'; places: Place[] }
  | { status: 'error'; message: string; retry: () => void };

type Fetched = { query: string; places: Place[] } | { query: string; error: string };

function failureMessage(query: string): string {
  const letters = `“${query.trim().slice(0, 2)}”`;
  return navigator.onLine
    ? `The places starting with ${letters} could not be loaded.`
    : `You are offline, and the places starting with ${letters} have not been downloaded to this device yet.`;
}

/**
 * Searches the atlas as the user types. Answers at once when the query's shard is loaded;
 * otherwise loads it, and reports a failed load with a way to try again.
 */
export function useAtlasSearch(atlas: Atlas, query: string, limit: number): AtlasSearchState {
  const searchable = isSearchable(query);
  const immediate = useMemo(
    () => (searchable ? atlas.searchLoaded(query, limit) : []),
    [atlas, query, limit, searchable],
  );
  const [fetched, setFetched] = useState<Fetched>();
  const [attempt, setAttempt] = useState(0);
  const mustLoad = immediate === undefined;

  useEffect(() => {
    if (!mustLoad) return;
    let current = true;
    atlas.search(query, limit).then(
      (places) => current && setFetched({ query, places }),
      () => current && setFetched({ query, error: failureMessage(query) }),
    );
    return () => {
      current = false;
    };
  }, [atlas, query, limit, mustLoad, attempt]);

  if (!searchable) return { status: 'idle', tooShort: query.trim() !== '' };
  if (immediate) return { status: 'done', places: immediate };
  if (fetched?.query !== query) return { status: 'searching' };
  if ('places' in fetched) return { status: 'done', places: fetched.places };
  return {
    status: 'error',
    message: fetched.error,
    retry: () => {
      setFetched(undefined);
      setAttempt((n) => n + 1);
    },
  };
}
