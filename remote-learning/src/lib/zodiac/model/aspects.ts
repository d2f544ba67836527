import {
  ASPECT_ANGLES,
  ASPECT_INFO,
  ASPECT_TYPES,
  type AspectType,
  DEFAULT_ORBS,
  findAspects,
  normalizeDegrees,
} from '@astro/astrology';

export const ASPECT_NAMES: readonly AspectType[] = ASPECT_TYPES;
export type AspectName = AspectType;

export interface AspectInfo {
  name: AspectName;
  label: string;
  angle: number;
  /** The orb the chart engine allows for natal aspects, in degrees. */
  orb: number;
  major: boolean;
  /** How the lessons describe the aspect's effect. */
  nature: 'blending' | 'flowing' | 'challenging' | 'adjusting';
}

const NATURE: Record<AspectName, AspectInfo['nature']> = {
  conjunction: 'blending',
  sextile: 'flowing',
  square: 'challenging',
  trine: 'flowing',
  opposition: 'challenging',
  'semi-sextile': 'adjusting',
  'semi-square': 'challenging',
  sesquiquadrate: 'challenging',
  quincunx: 'adjusting',
};

export function aspectInfo(name: AspectName): AspectInfo {
  return {
    name,
    label: ASPECT_INFO[name].label,
    angle: ASPECT_ANGLES[name],
    orb: DEFAULT_ORBS[name],
    major: ASPECT_INFO[name].major,
    nature: NATURE[name],
  };
}

/** The shorter arc between two longitudes, 0–180°. */
export function separation(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? 360 - d : d;
}

export interface FoundAspect {
  a: string;
  b: string;
  aspect: AspectName;
  /** Distance from exact, in degrees. */
  orb: number;
}

// Only the major aspects, with the engine's orbs, so a worked example agrees with the chart pages.
const MAJOR_ORBS: Partial<Record<AspectName, number>> = Object.fromEntries(
  ASPECT_TYPES.filter((type) => ASPECT_INFO[type].major).map((type) => [type, DEFAULT_ORBS[type]]),
);

/** Major aspects between named longitudes, tightest first. */
export function findMajorAspects(points: { name: string; lon: number }[]): FoundAspect[] {
  return findAspects(
    points.map((point) => ({ ...point, speed: 0 })),
    MAJOR_ORBS,
  )
    .map(({ a, b, type, orb }) => ({ a, b, aspect: type, orb }))
    .sort((x, y) => x.orb - y.orb);
}
