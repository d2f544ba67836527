export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];

export const SIGN_NAMES = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type SignName = (typeof SIGN_NAMES)[number];

export interface SignInfo {
  name: SignName;
  label: string;
  /** The Unicode glyph, followed by U+FE0E so browsers draw it as text, not as an emoji. */
  glyph: string;
  element: Element;
  modality: Modality;
  /** The traditional ruler; modern astrologers also give Scorpio, Aquarius and Pisces an outer planet. */
  ruler: 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';
  modernRuler?: 'uranus' | 'neptune' | 'pluto';
  keywords: readonly string[];
}

const TEXT = '\uFE0E';

// Element and modality follow from the position: elements repeat fire, earth, air, water and
// modalities cardinal, fixed, mutable, starting from Aries.
export const SIGNS: readonly SignInfo[] = [
  {
    name: 'aries',
    label: 'Aries',
    glyph: `♈${TEXT}`,
    element: 'fire',
    modality: 'cardinal',
    ruler: 'mars',
    keywords: ['initiative', 'courage', 'directness'],
  },
  {
    name: 'taurus',
    label: 'Taurus',
    glyph: `♉${TEXT}`,
    element: 'earth',
    modality: 'fixed',
    ruler: 'venus',
    keywords: ['steadiness', 'comfort', 'patience'],
  },
  {
    name: 'gemini',
    label: 'Gemini',
    glyph: `♊${TEXT}`,
    element: 'air',
    modality: 'mutable',
    ruler: 'mercury',
    keywords: ['curiosity', 'conversation', 'variety'],
  },
  {
    name: 'cancer',
    label: 'Cancer',
    glyph: `♋${TEXT}`,
    element: 'water',
    modality: 'cardinal',
    ruler: 'moon',
    keywords: ['care', 'belonging', 'memory'],
  },
  {
    name: 'leo',
    label: 'Leo',
    glyph: `♌${TEXT}`,
    element: 'fire',
    modality: 'fixed',
    ruler: 'sun',
    keywords: ['warmth', 'creativity', 'pride'],
  },
  {
    name: 'virgo',
    label: 'Virgo',
    glyph: `♍${TEXT}`,
    element: 'earth',
    modality: 'mutable',
    ruler: 'mercury',
    keywords: ['craft', 'analysis', 'service'],
  },
  {
    name: 'libra',
    label: 'Libra',
    glyph: `♎${TEXT}`,
    element: 'air',
    modality: 'cardinal',
    ruler: 'venus',
    keywords: ['balance', 'partnership', 'fairness'],
  },
  {
    name: 'scorpio',
    label: 'Scorpio',
    glyph: `♏${TEXT}`,
    element: 'water',
    modality: 'fixed',
    ruler: 'mars',
    modernRuler: 'pluto',
    keywords: ['intensity', 'depth', 'loyalty'],
  },
  {
    name: 'sagittarius',
    label: 'Sagittarius',
    glyph: `♐${TEXT}`,
    element: 'fire',
    modality: 'mutable',
    ruler: 'jupiter',
    keywords: ['exploration', 'meaning', 'candour'],
  },
  {
    name: 'capricorn',
    label: 'Capricorn',
    glyph: `♑${TEXT}`,
    element: 'earth',
    modality: 'cardinal',
    ruler: 'saturn',
    keywords: ['ambition', 'structure', 'responsibility'],
  },
  {
    name: 'aquarius',
    label: 'Aquarius',
    glyph: `♒${TEXT}`,
    element: 'air',
    modality: 'fixed',
    ruler: 'saturn',
    modernRuler: 'uranus',
    keywords: ['independence', 'ideas', 'community'],
  },
  {
    name: 'pisces',
    label: 'Pisces',
    glyph: `♓${TEXT}`,
    element: 'water',
    modality: 'mutable',
    ruler: 'jupiter',
    modernRuler: 'neptune',
    keywords: ['imagination', 'compassion', 'surrender'],
  },
];

export function signInfo(name: SignName): SignInfo {
  return SIGNS[SIGN_NAMES.indexOf(name)];
}

/** The sign an ecliptic longitude falls in (tropical zodiac: 0° is the March equinox point). */
export function signAt(longitude: number): SignInfo {
  return SIGNS[Math.floor(normalizeDegrees(longitude) / 30) % 12];
}

/** Degrees within the sign, 0 ≤ d < 30. */
export function degreeInSign(longitude: number): number {
  return normalizeDegrees(longitude) % 30;
}

export function normalizeDegrees(value: number): number {
  const result = value % 360;
  return result < 0 ? result + 360 : result;
}

/** 13.88 → "13°53′". */
export function formatDegrees(degrees: number): string {
  let whole = Math.floor(degrees);
  let minutes = Math.round((degrees - whole) * 60);
  if (minutes === 60) {
    whole += 1;
    minutes = 0;
  }
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

/** 193.88 → "13°53′ Libra". */
export function formatPosition(longitude: number): string {
  return `${formatDegrees(degreeInSign(longitude))} ${signAt(longitude).label}`;
}
