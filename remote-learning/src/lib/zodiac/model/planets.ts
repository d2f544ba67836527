import { BODY_INFO, BODY_NAMES, type BodyName } from '@astro/astrology';

/**
 * The points the lessons read: the ten planets, the (true) North Node and Chiron. The mean node
 * and Lilith are left to the chart pages.
 */
export type PointName = Exclude<BodyName, 'meanNode' | 'lilith'>;
export const POINT_NAMES: readonly PointName[] = BODY_NAMES.filter(
  (name): name is PointName => name !== 'meanNode' && name !== 'lilith',
);

export interface PointInfo {
  name: PointName;
  label: string;
  glyph: string;
  /** What the point stands for, in a few words. */
  theme: string;
}

// U+FE0E asks for the text form of a symbol, so ♀ and ♂ are not drawn as emoji.
const TEXT_STYLE = '\uFE0E';

const THEMES: Record<PointName, string> = {
  sun: 'identity, vitality, purpose',
  moon: 'feelings, needs, habits',
  mercury: 'thinking, speech, learning',
  venus: 'love, values, pleasure',
  mars: 'drive, desire, courage',
  jupiter: 'growth, faith, generosity',
  saturn: 'structure, limits, mastery',
  uranus: 'change, freedom, invention',
  neptune: 'dreams, ideals, dissolving',
  pluto: 'power, depth, transformation',
  trueNode: 'direction of growth',
  chiron: 'wound, healing, teaching',
};

// The lessons teach the node by its traditional name; the chart pages call it the True Node.
const LESSON_LABELS: Partial<Record<PointName, string>> = { trueNode: 'North Node' };

export function pointInfo(name: PointName): PointInfo {
  return {
    name,
    label: LESSON_LABELS[name] ?? BODY_INFO[name].label,
    glyph: `${BODY_INFO[name].glyph}${TEXT_STYLE}`,
    theme: THEMES[name],
  };
}

/** The ten planets, the bodies every count and aspect list uses. */
export const PLANETS: readonly PointName[] = POINT_NAMES.filter(
  (name) => name !== 'trueNode' && name !== 'chiron',
);
