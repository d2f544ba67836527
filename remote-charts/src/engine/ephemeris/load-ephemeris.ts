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

let pending: Promise<EphemerisStore> | undefined;

/** Loads and decodes the ephemeris data once; later calls share the same store. */
export function loadEphemeris(): Promise<EphemerisStore> {
  pending ??= (async () => {
    const names = Object.keys(LOADERS) as SeriesName[];
    const modules = await Promise.all(names.map((n) => LOADERS[n]()));
    const packed = Object.fromEntries(names.map((n, i) => [n, modules[i].default])) as Record<
      SeriesName,
      PackedSeries
    >;
    return new EphemerisStore(packed);
  })();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
