import type { SeriesName } from './bodies';
import { EphemerisStore } from './ephemeris-store';
import type { PackedSeries } from './packed-series';

type Loader = () => Promise<{ default: PackedSeries }>;

// One dynamic import per body: bundlers emit each as its own lazily fetched chunk, so nothing
// is downloaded before the first chart and everything can be cached for offline use.
const LOADERS: Record<SeriesName, Loader> = {
  mercury: () => import(/* webpackChunkName: "ephemeris-mercury" */ '../data/mercury'),
  venus: () => import(/* webpackChunkName: "ephemeris-venus" */ '../data/venus'),
  emb: () => import(/* webpackChunkName: "ephemeris-emb" */ '../data/emb'),
  mars: () => import(/* webpackChunkName: "ephemeris-mars" */ '../data/mars'),
  jupiter: () => import(/* webpackChunkName: "ephemeris-jupiter" */ '../data/jupiter'),
  saturn: () => import(/* webpackChunkName: "ephemeris-saturn" */ '../data/saturn'),
  uranus: () => import(/* webpackChunkName: "ephemeris-uranus" */ '../data/uranus'),
  neptune: () => import(/* webpackChunkName: "ephemeris-neptune" */ '../data/neptune'),
  pluto: () => import(/* webpackChunkName: "ephemeris-pluto" */ '../data/pluto'),
  chiron: () => import(/* webpackChunkName: "ephemeris-chiron" */ '../data/chiron'),
  moon: () => import(/* webpackChunkName: "ephemeris-moon" */ '../data/moon'),
};

/** How much of the ephemeris data has arrived: one step per body's chunk. */
export interface EphemerisLoadProgress {
  loaded: number;
  total: number;
}
export type EphemerisProgressListener = (progress: EphemerisLoadProgress) => void;

const TOTAL = Object.keys(LOADERS).length;
let pending: Promise<EphemerisStore> | undefined;
let loadedCount = 0;
// Several callers can wait on the one load; each hears every chunk that arrives after it asked.
const listeners = new Set<EphemerisProgressListener>();

function report(): void {
  const progress = { loaded: loadedCount, total: TOTAL };
  for (const listener of listeners) listener(progress);
}

/**
 * Loads and decodes the ephemeris data once; later calls share the same store. `onProgress`
 * hears at once how many of the per-body chunks have arrived, then again as each one does.
 */
export function loadEphemeris(onProgress?: EphemerisProgressListener): Promise<EphemerisStore> {
  pending ??= (async () => {
    loadedCount = 0;
    const names = Object.keys(LOADERS) as SeriesName[];
    const modules = await Promise.all(
      names.map((n) =>
        LOADERS[n]().then((module) => {
          loadedCount++;
          report();
          return module;
        }),
      ),
    );
    const packed = Object.fromEntries(names.map((n, i) => [n, modules[i].default])) as Record<
      SeriesName,
      PackedSeries
    >;
    return new EphemerisStore(packed);
  })();
  const load = pending;
  load.catch(() => {
    if (pending === load) pending = undefined;
  });
  if (onProgress) {
    listeners.add(onProgress);
    onProgress({ loaded: loadedCount, total: TOTAL });
    const detach = () => listeners.delete(onProgress);
    load.then(detach, detach);
  }
  return load;
}
