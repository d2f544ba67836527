// Offline place search. Place data: GeoNames (https://www.geonames.org), CC BY 4.0;
// see ATTRIBUTION.md. The data is a separate chunk loaded on first use.
import { decodePlaceData } from './decode-place-data';
import { createAtlas, type Atlas } from './place-search';

export type { Atlas, Place } from './place-search';
export { foldText } from './fold-text';

let loading: Promise<Atlas> | undefined;

/**
 * Loads the atlas (about 1.8 MB gzipped) on first call; later calls share that load.
 * A failed load (e.g. offline before the chunk was cached) is retried on the next call.
 */
export function loadAtlas(): Promise<Atlas> {
  loading ??= import(/* webpackChunkName: "atlas-data" */ './generated/places-data')
    .then((module) => {
      const atlas = createAtlas(decodePlaceData(module.default));
      // One throwaway search of the longest range compiles the scan loop now, so the
      // user's first keystroke does not pay for it.
      atlas.search('s');
      return atlas;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
