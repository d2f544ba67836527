export const ASPECT_NAMES = [
  'conjunction',
  'sextile',
  'square',
  'trine',
  'opposition',
  'semi-sextile',
  'semi-square',
  'sesquiquadrate',
  'quincunx',
] as const;
export type AspectName = (typeof ASPECT_NAMES)[number];

export interface AspectInfo {
  name: AspectName;
  label: string;
  angle: number;
  glyph: string;
  /** The orb this app allows for natal aspects, in degrees. */
  orb: number;
  major: boolean;
  nature: 'blending' | 'flowing' | 'challenging' | 'adjusting';
}

const TEXT = '\uFE0E';

// The same default orbs as the chart engine, so a worked example agrees with the chart pages.
export const ASPECTS: readonly AspectInfo[] = [
  {
    name: 'conjunction',
    label: 'Conjunction',
    angle: 0,
    glyph: `☌${TEXT}`,
    orb: 8,
    major: true,
    nature: 'blending',
  },
  {
    name: 'sextile',
    label: 'Sextile',
    angle: 60,
    glyph: `⚹${TEXT}`,
    orb: 5,
    major: true,
    nature: 'flowing',
  },
  {
    name: 'square',
    label: 'Square',
    angle: 90,
    glyph: `□${TEXT}`,
    orb: 7,
    major: true,
    nature: 'challenging',
  },
  {
    name: 'trine',
    label: 'Trine',
    angle: 120,
    glyph: `△${TEXT}`,
    orb: 7,
    major: true,
    nature: 'flowing',
  },
  {
    name: 'opposition',
    label: 'Opposition',
    angle: 180,
    glyph: `☍${TEXT}`,
    orb: 8,
    major: true,
    nature: 'challenging',
  },
  {
    name: 'semi-sextile',
    label: 'Semi-sextile',
    angle: 30,
    glyph: `⚺${TEXT}`,
    orb: 2,
    major: false,
    nature: 'adjusting',
  },
  {
    name: 'semi-square',
    label: 'Semi-square',
    angle: 45,
    glyph: `∠${TEXT}`,
    orb: 2,
    major: false,
    nature: 'challenging',
  },
  {
    name: 'sesquiquadrate',
    label: 'Sesquiquadrate',
    angle: 135,
    glyph: `⚼${TEXT}`,
    orb: 2,
    major: false,
    nature: 'challenging',
  },
  {
    name: 'quincunx',
    label: 'Quincunx',
    angle: 150,
    glyph: `⚻${TEXT}`,
    orb: 3,
    major: false,
    nature: 'adjusting',
  },
];

export function aspectInfo(name: AspectName): AspectInfo {
  return ASPECTS[ASPECT_NAMES.indexOf(name)];
}

/** The shorter arc between two longitudes, 0–180°. */
export function separation(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

export interface FoundAspect {
  a: string;
  b: string;
  aspect: AspectName;
  /** Distance from exact, in degrees. */
  orb: number;
}

/** Major aspects between named longitudes, tightest first. */
export function findMajorAspects(points: { name: string; lon: number }[]): FoundAspect[] {
  const found: FoundAspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const sep = separation(points[i].lon, points[j].lon);
      for (const info of ASPECTS) {
        if (!info.major) continue;
        const orb = Math.abs(sep - info.angle);
        if (orb <= info.orb) {
          found.push({ a: points[i].name, b: points[j].name, aspect: info.name, orb });
          break;
        }
      }
    }
  }
  return found.sort((x, y) => x.orb - y.orb);
}
