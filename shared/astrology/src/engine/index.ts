/**
 * Natal-chart engine: tropical geocentric apparent positions (1800–2200), houses, angles,
 * aspects and the Part of Fortune. Pure TypeScript for browser and Node; the ephemeris data
 * (about 2 MB) is fetched lazily by `loadChartEngine()` and can be cached for offline use.
 */
import { type Chart, type ChartInput, computeChart } from './chart/compute-chart';
import { type EphemerisProgressListener, loadEphemeris } from './ephemeris/load-ephemeris';
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
export { deltaTSeconds } from './time/delta-t';
export { julianDayFromDate } from './time/julian';

/** First and last instants (UT) a chart can be computed for. */
export const SUPPORTED_RANGE = {
  from: new Date('1800-01-01T00:00:00Z'),
  to: new Date('2200-12-31T23:59:59Z'),
} as const;

export interface ChartEngine {
  computeChart(input: ChartInput): Chart;
  /** Every transit aspect, ingress and station in a range, with exact times. */
  findTransits(search: TransitSearch): TransitEvent[];
  /** The first instant after `after` when the Sun or Moon is back at `natalLon`. */
  findReturn(body: ReturnBody, natalLon: number, after: Date): Date;
}

export type { EphemerisLoadProgress, EphemerisProgressListener } from './ephemeris/load-ephemeris';

/**
 * Loads the ephemeris data (once) and returns a synchronous chart calculator. `onProgress`
 * hears how many of the per-body data chunks have arrived, for a progress bar.
 */
export async function loadChartEngine(
  onProgress?: EphemerisProgressListener,
): Promise<ChartEngine> {
  const store = await loadEphemeris(onProgress);
  return {
    computeChart: (input) => computeChart(store, input),
    findTransits: (search) => findTransits(store, search),
    findReturn: (body, natalLon, after) => findReturn(store, body, natalLon, after),
  };
}
