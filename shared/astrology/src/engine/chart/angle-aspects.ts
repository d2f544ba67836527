import { type Aspect, type AspectType, DEFAULT_ORBS, findAspects } from './aspects';
import type { BodyName } from './compute-chart';

export type AnglePoint = 'asc' | 'mc';
export const ANGLE_POINTS: readonly AnglePoint[] = ['asc', 'mc'];

/**
 * The angles turn once a sidereal day. Their true ecliptic speed varies with latitude and sign,
 * but only its direction matters for applying/separating, and against any body's motion the
 * angles always run forwards much faster: the mean rate is enough.
 */
const ANGLE_SPEED_DEG_PER_DAY = 360.9856;

interface ChartForAngles {
  bodies: Record<BodyName, { lon: number; speed: number }>;
  angles: { asc: number; mc: number };
}

/**
 * Aspects from each body to the Ascendant and Midheaven. Only meaningful when the birth time is
 * known; callers leave them out otherwise. The angles' mutual square is a fact of geometry, not
 * an aspect, so no angle-to-angle pair is reported.
 */
export function angleAspects(
  chart: ChartForAngles,
  bodies: readonly BodyName[],
  orbs: Partial<Record<AspectType, number>> = DEFAULT_ORBS,
): Aspect[] {
  const found: Aspect[] = [];
  for (const angle of ANGLE_POINTS) {
    const anglePoint = { name: angle, lon: chart.angles[angle], speed: ANGLE_SPEED_DEG_PER_DAY };
    for (const body of bodies) {
      const p = chart.bodies[body];
      const [aspect] = findAspects([{ name: body, lon: p.lon, speed: p.speed }, anglePoint], orbs);
      if (aspect) found.push(aspect);
    }
  }
  return found;
}
