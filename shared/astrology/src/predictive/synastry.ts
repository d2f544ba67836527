import { type AspectType, DEFAULT_ORBS, findAspects } from '../engine/chart/aspects';
import type { Chart } from '../engine/chart/compute-chart';
import type { BodyName } from '../engine/chart/compute-chart';
import { houseOf } from '../engine/houses/house-systems';
import { signOf } from '../engine/format/zodiac';
import { TRANSIT_BODIES } from './points';
import { angleDiff } from './root-finding';

/** Points compared between two charts: the planets, the true node, and the angles. */
const SYNASTRY_BODIES = TRANSIT_BODIES;

export interface SynastryAspect {
  /** A point of the first chart, and one of the second. */
  a: string;
  b: string;
  type: AspectType;
  orb: number;
}

interface ChartPoints {
  chart: Chart;
  /** Without a birth time the angles are left out. */
  timeKnown: boolean;
}

function pointsOf({ chart, timeKnown }: ChartPoints) {
  const points = SYNASTRY_BODIES.map((name) => ({
    name: name as string,
    lon: chart.bodies[name].lon,
  }));
  if (timeKnown)
    points.push({ name: 'asc', lon: chart.angles.asc }, { name: 'mc', lon: chart.angles.mc });
  return points;
}

/** Every aspect between a point of one chart and a point of the other, closest first. */
export function synastryAspects(
  first: ChartPoints,
  second: ChartPoints,
  orbs: Partial<Record<AspectType, number>> = DEFAULT_ORBS,
): SynastryAspect[] {
  const found: SynastryAspect[] = [];
  for (const p of pointsOf(first)) {
    for (const q of pointsOf(second)) {
      const [aspect] = findAspects(
        [
          { name: 'a', lon: p.lon, speed: 0 },
          { name: 'b', lon: q.lon, speed: 0 },
        ],
        orbs,
      );
      if (aspect) found.push({ a: p.name, b: q.name, type: aspect.type, orb: aspect.orb });
    }
  }
  return found.sort((x, y) => x.orb - y.orb);
}

/** The midpoint of two longitudes on the shorter arc between them. */
export function midpoint(a: number, b: number): number {
  return (((a + angleDiff(b, a) / 2) % 360) + 360) % 360;
}

/**
 * The composite chart: each body at the midpoint of its two positions, and midpoint houses
 * (each cusp and angle at the midpoint of the two charts' own). Aspects are those among the
 * composite bodies.
 */
export function compositeChart(first: Chart, second: Chart): Chart {
  const cusps = first.houses.cusps.map((cusp, i) => midpoint(cusp, second.houses.cusps[i]!));
  const bodies = { ...first.bodies };
  for (const name of Object.keys(first.bodies) as BodyName[]) {
    const lon = midpoint(first.bodies[name].lon, second.bodies[name].lon);
    const speed = (first.bodies[name].speed + second.bodies[name].speed) / 2;
    bodies[name] = {
      lon,
      lat: (first.bodies[name].lat + second.bodies[name].lat) / 2,
      speed,
      retrograde: speed < 0,
      sign: signOf(lon),
      house: houseOf(lon, cusps),
    };
  }
  return {
    ...first,
    utc: first.utc,
    bodies,
    angles: {
      asc: midpoint(first.angles.asc, second.angles.asc),
      mc: midpoint(first.angles.mc, second.angles.mc),
      vertex: midpoint(first.angles.vertex, second.angles.vertex),
    },
    houses: { ...first.houses, cusps },
    aspects: findAspects(
      (Object.keys(bodies) as BodyName[]).map((name) => ({
        name,
        lon: bodies[name].lon,
        speed: bodies[name].speed,
      })),
    ),
    partOfFortune: midpoint(first.partOfFortune, second.partOfFortune),
  };
}
