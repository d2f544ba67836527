export const POINT_NAMES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'northNode',
  'southNode',
  'chiron',
] as const;
export type PointName = (typeof POINT_NAMES)[number];

export interface PointInfo {
  name: PointName;
  label: string;
  glyph: string;
  /** What the point stands for, in a few words. */
  theme: string;
}

const TEXT = '\uFE0E';

export const POINTS: readonly PointInfo[] = [
  { name: 'sun', label: 'Sun', glyph: `☉${TEXT}`, theme: 'identity, vitality, purpose' },
  { name: 'moon', label: 'Moon', glyph: `☽${TEXT}`, theme: 'feelings, needs, habits' },
  { name: 'mercury', label: 'Mercury', glyph: `☿${TEXT}`, theme: 'thinking, speech, learning' },
  { name: 'venus', label: 'Venus', glyph: `♀${TEXT}`, theme: 'love, values, pleasure' },
  { name: 'mars', label: 'Mars', glyph: `♂${TEXT}`, theme: 'drive, desire, courage' },
  { name: 'jupiter', label: 'Jupiter', glyph: `♃${TEXT}`, theme: 'growth, faith, generosity' },
  { name: 'saturn', label: 'Saturn', glyph: `♄${TEXT}`, theme: 'structure, limits, mastery' },
  { name: 'uranus', label: 'Uranus', glyph: `♅${TEXT}`, theme: 'change, freedom, invention' },
  { name: 'neptune', label: 'Neptune', glyph: `♆${TEXT}`, theme: 'dreams, ideals, dissolving' },
  { name: 'pluto', label: 'Pluto', glyph: `♇${TEXT}`, theme: 'power, depth, transformation' },
  { name: 'northNode', label: 'North Node', glyph: `☊${TEXT}`, theme: 'direction of growth' },
  { name: 'southNode', label: 'South Node', glyph: `☋${TEXT}`, theme: 'familiar habits and gifts' },
  { name: 'chiron', label: 'Chiron', glyph: `⚷${TEXT}`, theme: 'wound, healing, teaching' },
];

export function pointInfo(name: PointName): PointInfo {
  return POINTS[POINT_NAMES.indexOf(name)];
}
