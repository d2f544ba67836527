import type { AspectType } from '../engine/chart/aspects';
import { ASPECT_ANGLES } from '../engine/chart/aspects';
import type { Chart } from '../engine/chart/compute-chart';
import type { EphemerisStore } from '../engine/ephemeris/ephemeris-store';
import { SIGNS, type Sign } from '../engine/format/zodiac';
import { deltaTSeconds } from '../engine/time/delta-t';
import { julianDayFromDate } from '../engine/time/julian';
import { angleDiff, ARCSECOND, hermiteCrossing, solveCrossing, solveStation } from './root-finding';
import { NATAL_POINTS, type NatalPoint, TRANSIT_BODIES, type TransitBody } from './points';
import { SkyPositions } from './sky-positions';


export const MAJOR_TRANSIT_ASPECTS: readonly AspectType[] = [
  'conjunction',
  'sextile',
  'square',
  'trine',
  'opposition',
];
export const MINOR_TRANSIT_ASPECTS: readonly AspectType[] = [
  'semi-sextile',
  'semi-square',
  'sesquiquadrate',
  'quincunx',
];

export type TransitEvent =
  | {
      type: 'aspect';
      transiting: TransitBody;
      natal: NatalPoint;
      aspect: AspectType;
      /** The exact instant, ISO UT to the second. */
      exact: string;
      jdUT: number;
    }
  | { type: 'ingress'; body: TransitBody; sign: Sign; exact: string; jdUT: number }
  | {
      type: 'station';
      body: TransitBody;
      direction: 'retrograde' | 'direct';
      exact: string;
      jdUT: number;
    };

export interface TransitSearch {
  natal: Chart;
  /** Without a birth time there are no angles to transit. */
  timeKnown: boolean;
  from: Date;
  to: Date;
  /** Minor aspects too (semi-sextile, semi-square, sesquiquadrate, quincunx). */
  minor?: boolean;
  /** The Moon's aspects and ingresses too: about 400 events a year more. */
  moon?: boolean;
}

/**
 * Sampling step per body, days. A step must be shorter than the body's shortest run between two
 * stations (Mercury's retrograde lasts about three weeks) so that every station shows as a change
 * of sign of the speed between samples; between stations a body's longitude is monotonic, so
 * each target it passes is crossed exactly once and found by its sign change.
 */
const STEP_DAYS: Record<TransitBody, number> = {
  sun: 5,
  moon: 0.5,
  mercury: 2,
  venus: 3,
  mars: 4,
  jupiter: 6,
  saturn: 6,
  uranus: 8,
  neptune: 8,
  pluto: 8,
  // The true node wobbles, turning direct for a few days now and then: sampled daily, and its
  // turns split its runs but are not reported as stations (astrologers do not read them).
  trueNode: 1,
};
const NO_STATIONS = new Set<TransitBody>(['sun', 'moon']);
const REPORTED_STATIONS = (body: TransitBody) => !NO_STATIONS.has(body) && body !== 'trueNode';

/** Exactness asked of an aspect or ingress: a tenth of the arcsecond the search promises. */
const ARC_TOLERANCE = ARCSECOND / 10;
const EDGE_DAYS = 0.5 / 86400;
/** Stations are found to the second. */
const STATION_TOLERANCE_DAYS = 1 / 86400;

interface Target {
  lon: number;
  make: (jdUT: number, exact: string) => TransitEvent;
}

const isoSecond = (jdUT: number) =>
  new Date(Math.round((jdUT - 2440587.5) * 86400) * 1000).toISOString().replace('.000Z', 'Z');

function natalLongitude(chart: Chart, point: NatalPoint): number {
  if (point === 'asc') return chart.angles.asc;
  if (point === 'mc') return chart.angles.mc;
  return chart.bodies[point].lon;
}

function targetsFor(body: TransitBody, search: TransitSearch, aspects: readonly AspectType[]) {
  const targets: Target[] = [];
  const points = NATAL_POINTS.filter((p) => search.timeKnown || (p !== 'asc' && p !== 'mc'));
  for (const natal of points) {
    const base = natalLongitude(search.natal, natal);
    for (const aspect of aspects) {
      const angle = ASPECT_ANGLES[aspect];
      const offsets = angle === 0 || angle === 180 ? [angle] : [angle, -angle];
      for (const offset of offsets) {
        targets.push({
          lon: (((base + offset) % 360) + 360) % 360,
          make: (jdUT, exact) => ({ type: 'aspect', transiting: body, natal, aspect, exact, jdUT }),
        });
      }
    }
  }
  SIGNS.forEach((sign, index) =>
    targets.push({
      lon: index * 30,
      make: (jdUT, exact) => ({ type: 'ingress', body, sign, exact, jdUT }),
    }),
  );
  return targets;
}

interface Sample {
  t: number;
  lon: number;
  speed: number;
}

/**
 * The true node sampled by longitude alone, its speed taken from the neighbouring samples: its
 * own speed costs two more positions, and the search needs it only to split runs and start
 * Newton steps.
 */
function nodeSamples(sky: SkyPositions, times: number[]): Sample[] {
  const lons = times.map((t) => sky.nodeLongitude(t));
  return times.map((t, i) => {
    const before = Math.max(0, i - 1);
    const after = Math.min(times.length - 1, i + 1);
    return {
      t,
      lon: lons[i]!,
      speed: angleDiff(lons[after]!, lons[before]!) / (times[after]! - times[before]!),
    };
  });
}

/**
 * Every aspect, ingress and station between `from` and `to`, each with its exact time, sorted.
 * Positions are the natal engine's apparent ones; at each reported instant the angle is exact to
 * a tenth of an arcsecond.
 */
export function findTransits(store: EphemerisStore, search: TransitSearch): TransitEvent[] {
  const sky = new SkyPositions(store);
  const fromUT = julianDayFromDate(search.from);
  const toUT = julianDayFromDate(search.to);
  if (!(toUT >= fromUT)) throw new RangeError('The end of the range must not be before its start');
  // ΔT changes by well under a second in a year: one value per search is exact enough to turn
  // the range into TT, and each event's own value turns it back.
  const fromTT = fromUT + deltaTSeconds(fromUT) / 86400;
  const toTT = toUT + deltaTSeconds(toUT) / 86400;
  const aspects = search.minor
    ? [...MAJOR_TRANSIT_ASPECTS, ...MINOR_TRANSIT_ASPECTS]
    : MAJOR_TRANSIT_ASPECTS;
  const events: TransitEvent[] = [];
  const emit = (make: Target['make'], jdTT: number) => {
    const jdUT = jdTT - deltaTSeconds(jdTT) / 86400;
    // Reported to the second: a hit within half a second of an edge is on it.
    if (jdUT < fromUT - EDGE_DAYS || jdUT > toUT + EDGE_DAYS) return;
    events.push(make(jdUT, isoSecond(jdUT)));
  };

  for (const body of TRANSIT_BODIES) {
    if (body === 'moon' && !search.moon) continue;
    const at = (t: number): Sample => ({ t, ...sky.position(body, t) });
    const targets = targetsFor(body, search, aspects);
    const step = STEP_DAYS[body];
    const count = Math.max(1, Math.ceil((toTT - fromTT) / step));
    // One sample either side of the range, so a crossing right at an edge is bracketed.
    const times: number[] = [];
    for (let i = -1; i <= count + 1; i++) times.push(fromTT + (i * (toTT - fromTT)) / count);
    const samples: Sample[] = body === 'trueNode' ? nodeSamples(sky, times) : times.map(at);

    // Runs between stations: the longitude is monotonic on each.
    const runEnds: Sample[] = [samples[0]!];
    for (let i = 1; i < samples.length; i++) {
      const prev = samples[i - 1]!;
      const next = samples[i]!;
      if (!NO_STATIONS.has(body) && Math.sign(prev.speed) !== Math.sign(next.speed)) {
        const t = solveStation(
          (x) => sky.position(body, x).speed,
          prev.t,
          next.t,
          prev.speed,
          next.speed,
          STATION_TOLERANCE_DAYS,
        );
        const station = at(t);
        runEnds.push(station);
        if (REPORTED_STATIONS(body)) {
          const direction = next.speed < 0 ? 'retrograde' : 'direct';
          emit((jdUT, exact) => ({ type: 'station', body, direction, exact, jdUT }), t);
        }
      }
      runEnds.push(next);
    }

    for (let i = 1; i < runEnds.length; i++) {
      const a = runEnds[i - 1]!;
      const b = runEnds[i]!;
      const moved = angleDiff(b.lon, a.lon);
      for (const target of targets) {
        const fa = angleDiff(a.lon, target.lon);
        const fb = fa + moved;
        // A crossing counts in the run that ends on it, so a hit exactly at a sample counts once.
        if (!(fa * fb < 0 || (fb === 0 && fa !== 0))) continue;
        const t = solveCrossing(
          (x) => {
            const p = sky.position(body, x);
            return { offset: angleDiff(p.lon, target.lon), speed: p.speed };
          },
          a.t,
          b.t,
          fa,
          fb,
          ARC_TOLERANCE,
          hermiteCrossing(a.t, b.t, fa, fb, a.speed, b.speed),
        );
        emit(target.make, t);
      }
    }
  }
  return events.sort((x, y) => x.jdUT - y.jdUT);
}
