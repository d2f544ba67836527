/**
 * Natal-chart engine: tropical geocentric apparent positions (1500–2500), houses, angles,
 * aspects and the Part of Fortune. Pure TypeScript for browser and Node; the ephemeris data
 * (binary files per body and century, about 100 KB a century for all bodies) is fetched as charts need
 * it and can be cached for offline use.
 */
import { type Chart, type ChartInput, computeChart } from './chart/compute-chart';
import { type EphemerisProgressListener, loadEphemeris } from './ephemeris/load-ephemeris';
import { EPHEMERIS_END, EPHEMERIS_START } from './ephemeris/bodies';
import { blocksBetween } from './ephemeris/ephemeris-blocks';
import { deltaTSeconds } from './time/delta-t';
import { julianDayFromDate } from './time/julian';
import { findReturn, type ReturnBody } from '../predictive/returns';
import { findTransits, type TransitEvent, type TransitSearch } from '../predictive/transit-search';

export type { Aspect, AspectType } from './chart/aspects';
export { ASPECT_ANGLES, ASPECT_TYPES, DEFAULT_ORBS, findAspects } from './chart/aspects';
export { ANGLE_POINTS, angleAspects, type AnglePoint } from './chart/angle-aspects';
export type { BodyName, BodyPosition, Chart, ChartInput } from './chart/compute-chart';
export { BODY_NAMES, ChartRangeError } from './chart/compute-chart';
export { isDayChart, partOfFortune } from './chart/part-of-fortune';
export type { HouseSystem } from './houses/house-systems';
export { HOUSE_SYSTEMS, computeHouses, houseOf } from './houses/house-systems';
export type { Sign } from './format/zodiac';
export { SIGNS, formatDms, formatZodiac, signOf, toDms } from './format/zodiac';
export { deltaTSeconds, julianDayFromDate };
export { EphemerisNotLoadedError } from './ephemeris/ephemeris-store';
export { type EphemerisFileLoader, setEphemerisFileLoader } from './ephemeris/load-ephemeris';

/** First and last instants (UT) a chart can be computed for. */
export const SUPPORTED_RANGE = {
  from: new Date('1500-01-01T00:00:00Z'),
  to: new Date('2500-12-31T23:59:59Z'),
} as const;

export interface ChartEngine {
  computeChart(input: ChartInput): Chart;
  /** Every transit aspect, ingress and station in a range, with exact times. */
  findTransits(search: TransitSearch): TransitEvent[];
  /** The first instant after `after` when the Sun or Moon is back at `natalLon`. */
  findReturn(body: ReturnBody, natalLon: number, after: Date): Date;
  /**
   * Loads the ephemeris for every instant from `from` to `to` (default: `from` alone) unless it
   * is there already. The methods above throw `EphemerisNotLoadedError` for instants whose
   * century has not been loaded.
   */
  prepare(from: Date, to?: Date, onProgress?: EphemerisProgressListener): Promise<void>;
  /** Whether every instant from `from` to `to` (default: `from` alone) can be computed now. */
  covers(from: Date, to?: Date): boolean;
}

/** UT instants to a TT span, widened for light time and the true node's rate. */
function spanJd(from: Date, to: Date): [number, number] {
  const tt = (date: Date) => {
    const jdUt = julianDayFromDate(date);
    return jdUt + deltaTSeconds(jdUt) / 86400;
  };
  return [Math.min(tt(from), tt(to)) - 2, Math.max(tt(from), tt(to)) + 2];
}

export type { EphemerisLoadProgress, EphemerisProgressListener } from './ephemeris/load-ephemeris';

/**
 * Loads the ephemeris for `span` (default: all of 1500–2500) and returns a synchronous chart
 * calculator; `prepare()` loads more later. `onProgress` hears how many of the needed files
 * (one per body and century) have arrived, for a progress bar.
 */
export async function loadChartEngine(
  onProgress?: EphemerisProgressListener,
  span?: { from: Date; to: Date },
): Promise<ChartEngine> {
  const [fromJd, toJd] = span ? spanJd(span.from, span.to) : [EPHEMERIS_START, EPHEMERIS_END];
  const store = await loadEphemeris(fromJd, toJd, onProgress);
  return {
    computeChart: (input) => computeChart(store, input),
    findTransits: (search) => findTransits(store, search),
    findReturn: (body, natalLon, after) => findReturn(store, body, natalLon, after),
    prepare: async (from, to = from, progress) => {
      await loadEphemeris(...spanJd(from, to), progress);
    },
    covers: (from, to = from) => store.covers(blocksBetween(...spanJd(from, to))),
  };
}
