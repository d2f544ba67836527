import {
  ASPECT_ANGLES,
  ASPECT_INFO as CATALOGUE_ASPECTS,
  type AspectType,
  BODY_INFO,
  type BodyName,
  DEFAULT_ORBS,
  elementOf,
  type Sign,
  SIGN_GLYPHS,
  SIGNS as ZODIAC_SIGNS,
} from '@astro/astrology';

/**
 * Reference tables for the Astrology introduction. Sign dates are the usual tropical ranges; the
 * exact day the Sun changes sign shifts by a day from year to year.
 */
export interface SignInfo {
  name: Sign;
  glyph: string;
  dates: string;
  element: 'Fire' | 'Earth' | 'Air' | 'Water';
  modality: 'Cardinal' | 'Fixed' | 'Mutable';
  ruler: string;
  keywords: string;
}

const SIGN_NOTES: Record<Sign, Omit<SignInfo, 'name' | 'glyph' | 'element'>> = {
  Aries: {
    dates: '21 Mar – 19 Apr',
    modality: 'Cardinal',
    ruler: 'Mars',
    keywords: 'initiative, courage, directness',
  },
  Taurus: {
    dates: '20 Apr – 20 May',
    modality: 'Fixed',
    ruler: 'Venus',
    keywords: 'steadiness, the senses, patience',
  },
  Gemini: {
    dates: '21 May – 20 Jun',
    modality: 'Mutable',
    ruler: 'Mercury',
    keywords: 'curiosity, words, variety',
  },
  Cancer: {
    dates: '21 Jun – 22 Jul',
    modality: 'Cardinal',
    ruler: 'Moon',
    keywords: 'care, memory, belonging',
  },
  Leo: {
    dates: '23 Jul – 22 Aug',
    modality: 'Fixed',
    ruler: 'Sun',
    keywords: 'creativity, warmth, self-expression',
  },
  Virgo: {
    dates: '23 Aug – 22 Sep',
    modality: 'Mutable',
    ruler: 'Mercury',
    keywords: 'craft, analysis, service',
  },
  Libra: {
    dates: '23 Sep – 22 Oct',
    modality: 'Cardinal',
    ruler: 'Venus',
    keywords: 'balance, fairness, relationship',
  },
  Scorpio: {
    dates: '23 Oct – 21 Nov',
    modality: 'Fixed',
    ruler: 'Mars (modern: Pluto)',
    keywords: 'depth, intensity, transformation',
  },
  Sagittarius: {
    dates: '22 Nov – 21 Dec',
    modality: 'Mutable',
    ruler: 'Jupiter',
    keywords: 'exploration, meaning, candour',
  },
  Capricorn: {
    dates: '22 Dec – 19 Jan',
    modality: 'Cardinal',
    ruler: 'Saturn',
    keywords: 'ambition, structure, endurance',
  },
  Aquarius: {
    dates: '20 Jan – 18 Feb',
    modality: 'Fixed',
    ruler: 'Saturn (modern: Uranus)',
    keywords: 'independence, ideas, community',
  },
  Pisces: {
    dates: '19 Feb – 20 Mar',
    modality: 'Mutable',
    ruler: 'Jupiter (modern: Neptune)',
    keywords: 'imagination, empathy, surrender',
  },
};

const ELEMENT_NAMES = { fire: 'Fire', earth: 'Earth', air: 'Air', water: 'Water' } as const;

// Names, glyphs, order and elements come from the one astrology catalogue.
export const SIGNS: SignInfo[] = ZODIAC_SIGNS.map((name, index) => ({
  name,
  glyph: SIGN_GLYPHS[name],
  element: ELEMENT_NAMES[elementOf(index)],
  ...SIGN_NOTES[name],
}));

export interface PlanetInfo {
  name: string;
  glyph: string;
  meaning: string;
  motion: string;
}

// U+FE0E asks for the text (not emoji) presentation of the glyph.
const textStyle = (glyph: string) => (glyph.endsWith('\uFE0E') ? glyph : `${glyph}\uFE0E`);

/** A body of the catalogue with the page's own account of it (and its own name, if given). */
const point = (
  body: BodyName,
  text: { name?: string; meaning: string; motion: string },
): PlanetInfo => ({
  name: text.name ?? BODY_INFO[body].label,
  glyph: textStyle(BODY_INFO[body].glyph),
  meaning: text.meaning,
  motion: text.motion,
});

export const PLANETS: PlanetInfo[] = [
  point('sun', {
    meaning: 'Identity, vitality and purpose: what you are growing into.',
    motion: 'About 1° a day; a month in each sign.',
  }),
  point('moon', {
    meaning: 'Emotions, needs and habits: what makes you feel safe.',
    motion: 'About 13° a day; two and a half days in each sign.',
  }),
  point('mercury', {
    meaning: 'Thinking, speaking, learning and everyday connections.',
    motion: 'Never more than 28° from the Sun; retrograde three or four times a year.',
  }),
  point('venus', {
    meaning: 'Love, attraction, values and what you find beautiful.',
    motion: 'Never more than 47° from the Sun; retrograde about every 19 months.',
  }),
  point('mars', {
    meaning: 'Drive, desire, courage and how you act on what you want.',
    motion: 'Orbits in about two years; six to seven weeks in a sign, much longer when retrograde.',
  }),
  point('jupiter', {
    meaning: 'Growth, opportunity, faith and the search for meaning.',
    motion: 'Orbits in about 12 years; roughly a year in each sign.',
  }),
  point('saturn', {
    meaning: 'Structure, responsibility, limits and mastery earned over time.',
    motion: 'Orbits in about 29.5 years; two and a half years in each sign.',
  }),
  point('uranus', {
    meaning: 'Change, freedom, invention and sudden insight.',
    motion: 'Orbits in 84 years; about seven years in each sign.',
  }),
  point('neptune', {
    meaning: 'Imagination, ideals, spirituality — and illusion.',
    motion: 'Orbits in about 165 years; some 14 years in each sign.',
  }),
  point('pluto', {
    meaning: 'Power, crisis and deep transformation.',
    motion:
      'Orbits in about 248 years; 12 to 31 years in a sign, because its orbit is so elongated.',
  }),
];

export const OTHER_POINTS: PlanetInfo[] = [
  point('trueNode', {
    name: 'Lunar Nodes',
    meaning:
      'Where the Moon’s orbit crosses the Sun’s path: read as a direction of growth (North Node) and familiar habits (South Node).',
    motion: 'Move backwards through the zodiac in 18.6 years.',
  }),
  point('chiron', {
    meaning:
      'A small body between Saturn and Uranus, read as a lasting sore spot that becomes a source of understanding.',
    motion: 'Orbits in about 50 years.',
  }),
  point('lilith', {
    name: 'Black Moon Lilith',
    meaning: 'The far point of the Moon’s orbit, read as what is rejected or untamed.',
    motion: 'The mean point takes about nine years round the zodiac.',
  }),
];

export interface HouseInfo {
  number: number;
  themes: string;
}

export const HOUSES: HouseInfo[] = [
  {
    number: 1,
    themes: 'Self, body, appearance and the way you meet the world. Begins at the Ascendant.',
  },
  { number: 2, themes: 'Money, possessions, talents and what you value.' },
  { number: 3, themes: 'Communication, siblings, neighbours, short journeys and early learning.' },
  { number: 4, themes: 'Home, family, roots and private life. Begins at the IC in most systems.' },
  { number: 5, themes: 'Creativity, play, romance, children and joy.' },
  { number: 6, themes: 'Daily work, routines, health and service.' },
  {
    number: 7,
    themes:
      'Partnerships, marriage, open rivals and one-to-one relationships. Begins at the Descendant.',
  },
  { number: 8, themes: 'Shared resources, intimacy, inheritance, crisis and transformation.' },
  { number: 9, themes: 'Higher learning, long journeys, belief, law and philosophy.' },
  {
    number: 10,
    themes:
      'Career, reputation, public role and ambition. Begins at the Midheaven in most systems.',
  },
  { number: 11, themes: 'Friends, groups, networks, hopes and plans for the future.' },
  { number: 12, themes: 'Solitude, retreat, the hidden and the unconscious.' },
];

export interface AspectInfo {
  name: string;
  angle: number;
  orb: string;
  nature: string;
  major: boolean;
}

/** Name, angle and orb as the chart engine uses them; the page adds what each one means. */
const aspect = (type: AspectType, nature: string): AspectInfo => ({
  name: CATALOGUE_ASPECTS[type].label,
  angle: ASPECT_ANGLES[type],
  orb: `up to ${DEFAULT_ORBS[type]}°`,
  nature,
  major: CATALOGUE_ASPECTS[type].major,
});

export const ASPECTS: AspectInfo[] = [
  aspect('conjunction', 'Fusion: the two planets act as one, for better or worse.'),
  aspect('sextile', 'Opportunity: an easy link that rewards a little effort.'),
  aspect('square', 'Tension: friction that pushes you to act and to build.'),
  aspect('trine', 'Harmony: natural ease and talent, sometimes taken for granted.'),
  aspect('opposition', 'Polarity: two needs pulling apart, asking for balance.'),
  aspect('semi-sextile', 'A mild link between neighbouring signs that have little in common.'),
  aspect('semi-square', 'A low-level irritation, like a smaller square.'),
  aspect('sesquiquadrate', 'Restless friction that calls for adjustment.'),
  aspect('quincunx', 'An awkward mismatch that needs constant fine-tuning.'),
];
