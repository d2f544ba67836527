// Offline place search. Place data: GeoNames (https://www.geonames.org), CC BY 4.0;
// see ATTRIBUTION.md. The data is split into files fetched as they are needed: a small
// index, then one shard per first two letters typed.
import { ATLAS_INDEX_FILE } from './generated/atlas-index-file';
import { type Atlas, createShardedAtlas } from './sharded-atlas';

export type { Place } from './place-search';
export type { Atlas, AtlasFileLoader } from './sharded-atlas';
export { createShardedAtlas, isSearchable } from './sharded-atlas';
export { foldText } from './fold-text';

// Webpack's run-time base URL of this app's files; absent outside a webpack build.
declare const __webpack_public_path__: string | undefined;

/** Where the build puts the atlas files, next to the app's own chunks (see webpack.config.cjs). */
export const ATLAS_ASSET_DIR = 'atlas/';

async function fetchAtlasFile(file: string): Promise<unknown> {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  const url = new URL(ATLAS_ASSET_DIR + file, new URL(base, document.baseURI));
  // Someone is typing and waiting for this file: ahead of the chart's own downloads.
  const response = await fetch(url, { priority: 'high' });
  if (!response.ok) throw new Error(`atlas file ${file}: HTTP ${response.status}`);
  return response.json();
}

let webAtlas: Atlas | undefined;

/** The atlas of the web app, its files fetched from the build output. */
export function getWebAtlas(): Atlas {
  webAtlas ??= createShardedAtlas(fetchAtlasFile, ATLAS_INDEX_FILE);
  return webAtlas;
}
