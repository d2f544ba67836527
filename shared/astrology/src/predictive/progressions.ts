import type { Chart, ChartInput } from '../engine/chart/compute-chart';
import { BODY_NAMES } from '../engine/chart/compute-chart';
import { findAspects } from '../engine/chart/aspects';
import { houseOf } from '../engine/houses/house-systems';
import { signOf } from '../engine/format/zodiac';
import { deltaTSeconds } from '../engine/time/delta-t';
import { julianDayFromDate } from '../engine/time/julian';
import { angleDiff } from './root-finding';

/** The tropical year, days: a day of life after birth stands for one of these in progressions. */
export const TROPICAL_YEAR_DAYS = 365.242190402;

export type ProgressionMethod = 'secondary' | 'solar-arc';

const DAY_MS = 86400000;
const norm = (deg: number) => ((deg % 360) + 360) % 360;

/**
 * The instant of the secondary ("day for a year") progression for a date: as many days after
 * the birth as the date is tropical years after it.
 */
export function progressedInstant(birth: Date, on: Date): Date {
  const years = (on.getTime() - birth.getTime()) / DAY_MS / TROPICAL_YEAR_DAYS;
  return new Date(birth.getTime() + years * DAY_MS);
}

/**
 * The secondary progressed chart for a date: the sky of the progressed instant, with houses and
 * angles cast for it at the birth place (the progressed sidereal time, as the quotidian method
 * reads it).
 */
export function secondaryProgression(
  compute: (input: ChartInput) => Chart,
  natal: ChartInput,
  on: Date,
): Chart {
  return compute({ ...natal, utc: progressedInstant(natal.utc, on) });
}

/**
 * Solar arc directions for a date: every natal point, angle and cusp moved forward by the arc the
 * progressed Sun has travelled since birth. Speeds and retrograde flags stay the natal ones;
 * aspects are those among the directed points.
 */
export function solarArcDirection(
  compute: (input: ChartInput) => Chart,
  natal: ChartInput,
  on: Date,
): { arc: number; chart: Chart } {
  const radix = compute(natal);
  const progressed = compute({ ...natal, utc: progressedInstant(natal.utc, on) });
  const arc = norm(angleDiff(progressed.bodies.sun.lon, radix.bodies.sun.lon) + 360);
  const cusps = radix.houses.cusps.map((cusp) => norm(cusp + arc));
  const bodies = { ...radix.bodies };
  for (const name of BODY_NAMES) {
    const lon = norm(radix.bodies[name].lon + arc);
    bodies[name] = { ...radix.bodies[name], lon, sign: signOf(lon), house: houseOf(lon, cusps) };
  }
  return {
    arc,
    chart: {
      ...radix,
      utc: on.toISOString(),
      jdUT: julianDayFromDate(on),
      deltaT: deltaTSeconds(julianDayFromDate(on)),
      bodies,
      angles: {
        asc: norm(radix.angles.asc + arc),
        mc: norm(radix.angles.mc + arc),
        vertex: norm(radix.angles.vertex + arc),
      },
      houses: { ...radix.houses, cusps },
      aspects: findAspects(
        BODY_NAMES.map((name) => ({ name, lon: bodies[name].lon, speed: 0 })),
      ).map((aspect) => ({ ...aspect, applying: false })),
      partOfFortune: norm(radix.partOfFortune + arc),
    },
  };
}
