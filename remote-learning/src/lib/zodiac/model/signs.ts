import {
  type Element,
  elementOf,
  formatSignPosition,
  normalizeDegrees,
  SIGN_GLYPHS,
  SIGNS as ZODIAC,
  type Sign,
  signOf,
} from '@astro/astrology';
import type { PointName } from './planets';

export type { Element };
export { normalizeDegrees };

/** The four elements in zodiac order: Aries is fire, Taurus earth, Gemini air, Cancer water. */
export const ELEMENTS: readonly Element[] = [0, 1, 2, 3].map(elementOf);

// Modalities repeat cardinal, fixed, mutable from Aries, as the lessons teach them.
export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];

/** Lesson front matter names signs in lower case ("aries"). */
export type SignName = Lowercase<Sign>;
export const SIGN_NAMES: readonly SignName[] = ZODIAC.map((sign) => sign.toLowerCase() as SignName);

/** What the lessons teach about a sign beyond its name, glyph and element. */
interface SignLore {
  /** The traditional ruler; modern astrologers also give Scorpio, Aquarius and Pisces an outer planet. */
  ruler: PointName;
  modernRuler?: PointName;
  keywords: readonly string[];
}

const SIGN_LORE: Record<Sign, SignLore> = {
  Aries: { ruler: 'mars', keywords: ['initiative', 'courage', 'directness'] },
  Taurus: { ruler: 'venus', keywords: ['steadiness', 'comfort', 'patience'] },
  Gemini: { ruler: 'mercury', keywords: ['curiosity', 'conversation', 'variety'] },
  Cancer: { ruler: 'moon', keywords: ['care', 'belonging', 'memory'] },
  Leo: { ruler: 'sun', keywords: ['warmth', 'creativity', 'pride'] },
  Virgo: { ruler: 'mercury', keywords: ['craft', 'analysis', 'service'] },
  Libra: { ruler: 'venus', keywords: ['balance', 'partnership', 'fairness'] },
  Scorpio: { ruler: 'mars', modernRuler: 'pluto', keywords: ['intensity', 'depth', 'loyalty'] },
  Sagittarius: { ruler: 'jupiter', keywords: ['exploration', 'meaning', 'candour'] },
  Capricorn: { ruler: 'saturn', keywords: ['ambition', 'structure', 'responsibility'] },
  Aquarius: {
    ruler: 'saturn',
    modernRuler: 'uranus',
    keywords: ['independence', 'ideas', 'community'],
  },
  Pisces: {
    ruler: 'jupiter',
    modernRuler: 'neptune',
    keywords: ['imagination', 'compassion', 'surrender'],
  },
};

export interface SignInfo extends SignLore {
  name: SignName;
  label: Sign;
  /** The glyph in its text form, so browsers do not draw it as an emoji. */
  glyph: string;
  element: Element;
  modality: Modality;
}

export const SIGNS: readonly SignInfo[] = ZODIAC.map((sign, index) => ({
  name: SIGN_NAMES[index],
  label: sign,
  glyph: SIGN_GLYPHS[sign],
  element: elementOf(index),
  modality: MODALITIES[index % 3],
  ...SIGN_LORE[sign],
}));

export function signInfo(name: SignName | Sign): SignInfo {
  return SIGNS.find((sign) => sign.name === name || sign.label === name)!;
}

/** The sign an ecliptic longitude falls in (tropical zodiac: 0° is the March equinox point). */
export function signAt(longitude: number): SignInfo {
  return signInfo(signOf(longitude));
}

/** 193.88 → "13°53′ Libra", as the chart pages write it. */
export function formatPosition(longitude: number): string {
  return formatSignPosition(longitude);
}
