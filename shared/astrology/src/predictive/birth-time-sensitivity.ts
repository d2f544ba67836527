import { BODY_NAMES, type Chart, signOf } from '../engine';

/**
 * One factor of a chart that depends on the birth time, and the span of birth times around
 * the given one in which it keeps its value ("Ascendant Cancer for births between 11:17 and
 * 11:49"). Where the value holds to an edge of the window searched, that edge is given and
 * `holdsBefore` / `holdsAfter` say it holds beyond it.
 */
export interface SensitivityFactor {
  /** "asc-sign", "mc-sign", "moon-sign", "house-venus", "aspect-sun-asc". */
  factor: string;
  /** The value at the birth time: a sign, a house number, an aspect type. */
  value: string;
  from: Date;
  to: Date;
  holdsBefore: boolean;
  holdsAfter: boolean;
  /** The value for a birth just before `from` / just after `to`, when it changes there. */
  valueBefore?: string;
  valueAfter?: string;
}

/** Casts the chart for another instant at the same place, as the chart was cast. */
export type CastAt = (utc: Date) => Chart;

const ANGLES = new Set(['asc', 'mc']);
const STEP_MS = 60_000;
const PRECISION_MS = 1_000;

/** The time-dependent factors of a chart with a known birth time, by name. */
export function timeFactorsOf(chart: Chart): Map<string, string> {
  const factors = new Map<string, string>([
    ['asc-sign', signOf(chart.angles.asc)],
    ['mc-sign', signOf(chart.angles.mc)],
    ['moon-sign', chart.bodies.moon.sign],
  ]);
  for (const body of BODY_NAMES) factors.set(`house-${body}`, String(chart.bodies[body].house));
  for (const aspect of chart.aspects) {
    if (ANGLES.has(aspect.b) && !ANGLES.has(aspect.a)) {
      factors.set(`aspect-${aspect.a}-${aspect.b}`, aspect.type);
    }
  }
  return factors;
}

/**
 * Which factors of the chart would differ for a birth up to `minutes` earlier or later, and
 * the span in which each keeps its value, found to the second. Samples every minute, then
 * narrows each change by bisection: about 60 + 6 × changes charts in all.
 */
export function birthTimeSensitivity(castAt: CastAt, utc: Date, minutes = 30): SensitivityFactor[] {
  const birth = utc.getTime();
  const steps = Math.round((minutes * 60_000) / STEP_MS);
  const memo = new Map<number, Map<string, string>>();
  const factorsAt = (ms: number) => {
    let factors = memo.get(ms);
    if (!factors) memo.set(ms, (factors = timeFactorsOf(castAt(new Date(ms)))));
    return factors;
  };
  const atBirth = factorsAt(birth);

  /**
   * The last instant, to PRECISION_MS, from `holds` towards `differs` at which `factor` is still
   * `value`, and the value just beyond it ("none" for an aspect that has gone).
   */
  const edge = (factor: string, value: string, holds: number, differs: number) => {
    while (Math.abs(differs - holds) > PRECISION_MS) {
      const middle = Math.round((holds + differs) / 2);
      if (factorsAt(middle).get(factor) === value) holds = middle;
      else differs = middle;
    }
    return { at: holds, beyond: factorsAt(differs).get(factor) ?? 'none' };
  };

  const result: SensitivityFactor[] = [];
  for (const [factor, value] of atBirth) {
    /** How far from the birth, one way (-1 or +1), the value holds, and what it turns into. */
    const reach = (direction: -1 | 1) => {
      let last = birth;
      for (let step = 1; step <= steps; step++) {
        const at = birth + direction * step * STEP_MS;
        if (factorsAt(at).get(factor) !== value) {
          const change = edge(factor, value, last, at);
          return { edge: new Date(change.at), holds: false, beyond: change.beyond };
        }
        last = at;
      }
      return { edge: new Date(last), holds: true, beyond: undefined };
    };
    const before = reach(-1);
    const after = reach(1);
    const found: SensitivityFactor = {
      factor,
      value,
      from: before.edge,
      to: after.edge,
      holdsBefore: before.holds,
      holdsAfter: after.holds,
      ...(before.beyond === undefined ? {} : { valueBefore: before.beyond }),
      ...(after.beyond === undefined ? {} : { valueAfter: after.beyond }),
    };
    result.push(found);
  }
  return result;
}

/** The factors that change within the window, soonest change first. */
export function sensitiveFactors(
  factors: readonly SensitivityFactor[],
  birth: Date,
): SensitivityFactor[] {
  const nearest = (factor: SensitivityFactor) =>
    Math.min(
      factor.holdsBefore ? Infinity : birth.getTime() - factor.from.getTime(),
      factor.holdsAfter ? Infinity : factor.to.getTime() - birth.getTime(),
    );
  return factors
    .filter((factor) => !factor.holdsBefore || !factor.holdsAfter)
    .sort((a, b) => nearest(a) - nearest(b));
}

/** How a birth with an unknown time can vary over its day: the Moon's signs, and when it changes. */
export interface MoonOverDay {
  /** The Moon's sign from the start of the day, then each sign it enters, with when. */
  signs: { sign: string; from: Date }[];
  /** Longitudes at the start and end of the day, degrees. */
  startLon: number;
  endLon: number;
}

/** The Moon over the span of a local day (start and end in UT), with each change of sign to the second. */
export function moonOverDay(castAt: CastAt, start: Date, end: Date): MoonOverDay {
  const first = castAt(start);
  const last = castAt(end);
  const signs = [{ sign: first.bodies.moon.sign as string, from: start }];
  const HOUR = 3_600_000;
  let previous = { ms: start.getTime(), sign: first.bodies.moon.sign as string };
  for (let ms = start.getTime() + HOUR; ; ms = Math.min(ms + HOUR, end.getTime())) {
    const sign = castAt(new Date(ms)).bodies.moon.sign as string;
    if (sign !== previous.sign) {
      let holds = previous.ms;
      let differs = ms;
      while (differs - holds > PRECISION_MS) {
        const middle = Math.round((holds + differs) / 2);
        if (castAt(new Date(middle)).bodies.moon.sign === previous.sign) holds = middle;
        else differs = middle;
      }
      signs.push({ sign, from: new Date(differs) });
    }
    previous = { ms, sign };
    if (ms >= end.getTime()) break;
  }
  return { signs, startLon: first.bodies.moon.lon, endLon: last.bodies.moon.lon };
}
