import { angleDifference } from '../frames/constants';

export const ASPECT_ANGLES = {
  conjunction: 0,
  opposition: 180,
  trine: 120,
  square: 90,
  sextile: 60,
  quincunx: 150,
  'semi-sextile': 30,
  'semi-square': 45,
  sesquiquadrate: 135,
} as const;
export type AspectType = keyof typeof ASPECT_ANGLES;
export const ASPECT_TYPES = Object.keys(ASPECT_ANGLES) as AspectType[];

/** Default orbs in degrees; a type set to 0 (or left out of a custom table) is not reported. */
export const DEFAULT_ORBS: Readonly<Record<AspectType, number>> = {
  conjunction: 8,
  opposition: 8,
  trine: 7,
  square: 7,
  sextile: 5,
  quincunx: 3,
  'semi-sextile': 2,
  'semi-square': 2,
  sesquiquadrate: 2,
};

export interface AspectPoint {
  name: string;
  lon: number;
  /** Degrees per day. */
  speed: number;
}

export interface Aspect {
  a: string;
  b: string;
  type: AspectType;
  /** Distance from exactness, degrees (≥ 0). */
  orb: number;
  /** True while the orb is shrinking. */
  applying: boolean;
}

/** Pairs that are always in aspect by construction and say nothing. */
const SKIP = new Set(['meanNode|trueNode', 'trueNode|meanNode']);

export function findAspects(
  points: AspectPoint[],
  orbs: Partial<Record<AspectType, number>> = DEFAULT_ORBS,
): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const p = points[i];
      const q = points[j];
      if (SKIP.has(`${p.name}|${q.name}`)) continue;
      const sep = Math.abs(angleDifference(q.lon, p.lon));
      let best: Aspect | null = null;
      for (const type of ASPECT_TYPES) {
        const allowed = orbs[type] ?? 0;
        if (!(allowed > 0)) continue;
        const orb = Math.abs(sep - ASPECT_ANGLES[type]);
        if (orb <= allowed && (best === null || orb < best.orb)) {
          // Applying when the orb would be smaller a moment later at the current speeds.
          const dt = 1 / 1440;
          const later = Math.abs(
            Math.abs(angleDifference(q.lon + q.speed * dt, p.lon + p.speed * dt)) -
              ASPECT_ANGLES[type],
          );
          best = { a: p.name, b: q.name, type, orb, applying: later < orb };
        }
      }
      if (best) out.push(best);
    }
  }
  return out;
}
