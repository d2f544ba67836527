/**
 * Reference tables for the Astrology introduction. Sign dates are the usual tropical ranges; the
 * exact day the Sun changes sign shifts by a day from year to year.
 */
export interface SignInfo {
  name: string;
  glyph: string;
  dates: string;
  element: 'Fire' | 'Earth' | 'Air' | 'Water';
  modality: 'Cardinal' | 'Fixed' | 'Mutable';
  ruler: string;
  keywords: string;
}

// U+FE0E asks for the text (not emoji) presentation of the glyph.
const t = (glyph: string) => `${glyph}\uFE0E`;

export const SIGNS: SignInfo[] = [
  {
    name: 'Aries',
    glyph: t('♈'),
    dates: '21 Mar – 19 Apr',
    element: 'Fire',
    modality: 'Cardinal',
    ruler: 'Mars',
    keywords: 'initiative, courage, directness',
  },
  {
    name: 'Taurus',
    glyph: t('♉'),
    dates: '20 Apr – 20 May',
    element: 'Earth',
    modality: 'Fixed',
    ruler: 'Venus',
    keywords: 'steadiness, the senses, patience',
  },
  {
    name: 'Gemini',
    glyph: t('♊'),
    dates: '21 May – 20 Jun',
    element: 'Air',
    modality: 'Mutable',
    ruler: 'Mercury',
    keywords: 'curiosity, words, variety',
  },
  {
    name: 'Cancer',
    glyph: t('♋'),
    dates: '21 Jun – 22 Jul',
    element: 'Water',
    modality: 'Cardinal',
    ruler: 'Moon',
    keywords: 'care, memory, belonging',
  },
  {
    name: 'Leo',
    glyph: t('♌'),
    dates: '23 Jul – 22 Aug',
    element: 'Fire',
    modality: 'Fixed',
    ruler: 'Sun',
    keywords: 'creativity, warmth, self-expression',
  },
  {
    name: 'Virgo',
    glyph: t('♍'),
    dates: '23 Aug – 22 Sep',
    element: 'Earth',
    modality: 'Mutable',
    ruler: 'Mercury',
    keywords: 'craft, analysis, service',
  },
  {
    name: 'Libra',
    glyph: t('♎'),
    dates: '23 Sep – 22 Oct',
    element: 'Air',
    modality: 'Cardinal',
    ruler: 'Venus',
    keywords: 'balance, fairness, relationship',
  },
  {
    name: 'Scorpio',
    glyph: t('♏'),
    dates: '23 Oct – 21 Nov',
    element: 'Water',
    modality: 'Fixed',
    ruler: 'Mars (modern: Pluto)',
    keywords: 'depth, intensity, transformation',
  },
  {
    name: 'Sagittarius',
    glyph: t('♐'),
    dates: '22 Nov – 21 Dec',
    element: 'Fire',
    modality: 'Mutable',
    ruler: 'Jupiter',
    keywords: 'exploration, meaning, candour',
  },
  {
    name: 'Capricorn',
    glyph: t('♑'),
    dates: '22 Dec – 19 Jan',
    element: 'Earth',
    modality: 'Cardinal',
    ruler: 'Saturn',
    keywords: 'ambition, structure, endurance',
  },
  {
    name: 'Aquarius',
    glyph: t('♒'),
    dates: '20 Jan – 18 Feb',
    element: 'Air',
    modality: 'Fixed',
    ruler: 'Saturn (modern: Uranus)',
    keywords: 'independence, ideas, community',
  },
  {
    name: 'Pisces',
    glyph: t('♓'),
    dates: '19 Feb – 20 Mar',
    element: 'Water',
    modality: 'Mutable',
    ruler: 'Jupiter (modern: Neptune)',
    keywords: 'imagination, empathy, surrender',
  },
];

export interface PlanetInfo {
  name: string;
  glyph: string;
  meaning: string;
  motion: string;
}

export const PLANETS: PlanetInfo[] = [
  {
    name: 'Sun',
    glyph: t('☉'),
    meaning: 'Identity, vitality and purpose: what you are growing into.',
    motion: 'About 1° a day; a month in each sign.',
  },
  {
    name: 'Moon',
    glyph: t('☽'),
    meaning: 'Emotions, needs and habits: what makes you feel safe.',
    motion: 'About 13° a day; two and a half days in each sign.',
  },
  {
    name: 'Mercury',
    glyph: t('☿'),
    meaning: 'Thinking, speaking, learning and everyday connections.',
    motion: 'Never more than 28° from the Sun; retrograde three or four times a year.',
  },
  {
    name: 'Venus',
    glyph: t('♀'),
    meaning: 'Love, attraction, values and what you find beautiful.',
    motion: 'Never more than 47° from the Sun; retrograde about every 19 months.',
  },
  {
    name: 'Mars',
    glyph: t('♂'),
    meaning: 'Drive, desire, courage and how you act on what you want.',
    motion: 'Orbits in about two years; six to seven weeks in a sign, much longer when retrograde.',
  },
  {
    name: 'Jupiter',
    glyph: t('♃'),
    meaning: 'Growth, opportunity, faith and the search for meaning.',
    motion: 'Orbits in about 12 years; roughly a year in each sign.',
  },
  {
    name: 'Saturn',
    glyph: t('♄'),
    meaning: 'Structure, responsibility, limits and mastery earned over time.',
    motion: 'Orbits in about 29.5 years; two and a half years in each sign.',
  },
  {
    name: 'Uranus',
    glyph: t('♅'),
    meaning: 'Change, freedom, invention and sudden insight.',
    motion: 'Orbits in 84 years; about seven years in each sign.',
  },
  {
    name: 'Neptune',
    glyph: t('♆'),
    meaning: 'Imagination, ideals, spirituality — and illusion.',
    motion: 'Orbits in about 165 years; some 14 years in each sign.',
  },
  {
    name: 'Pluto',
    glyph: t('♇'),
    meaning: 'Power, crisis and deep transformation.',
    motion:
      'Orbits in about 248 years; 12 to 31 years in a sign, because its orbit is so elongated.',
  },
];

export const OTHER_POINTS: PlanetInfo[] = [
  {
    name: 'Lunar Nodes',
    glyph: t('☊'),
    meaning:
      'Where the Moon’s orbit crosses the Sun’s path: read as a direction of growth (North Node) and familiar habits (South Node).',
    motion: 'Move backwards through the zodiac in 18.6 years.',
  },
  {
    name: 'Chiron',
    glyph: t('⚷'),
    meaning:
      'A small body between Saturn and Uranus, read as a lasting sore spot that becomes a source of understanding.',
    motion: 'Orbits in about 50 years.',
  },
  {
    name: 'Black Moon Lilith',
    glyph: t('⚸'),
    meaning: 'The far point of the Moon’s orbit, read as what is rejected or untamed.',
    motion: 'The mean point takes about nine years round the zodiac.',
  },
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

export const ASPECTS: AspectInfo[] = [
  {
    name: 'Conjunction',
    angle: 0,
    orb: 'up to 8°',
    nature: 'Fusion: the two planets act as one, for better or worse.',
    major: true,
  },
  {
    name: 'Sextile',
    angle: 60,
    orb: 'up to 4–6°',
    nature: 'Opportunity: an easy link that rewards a little effort.',
    major: true,
  },
  {
    name: 'Square',
    angle: 90,
    orb: 'up to 7°',
    nature: 'Tension: friction that pushes you to act and to build.',
    major: true,
  },
  {
    name: 'Trine',
    angle: 120,
    orb: 'up to 7°',
    nature: 'Harmony: natural ease and talent, sometimes taken for granted.',
    major: true,
  },
  {
    name: 'Opposition',
    angle: 180,
    orb: 'up to 8°',
    nature: 'Polarity: two needs pulling apart, asking for balance.',
    major: true,
  },
  {
    name: 'Semi-sextile',
    angle: 30,
    orb: 'up to 2°',
    nature: 'A mild link between neighbouring signs that have little in common.',
    major: false,
  },
  {
    name: 'Semi-square',
    angle: 45,
    orb: 'up to 2°',
    nature: 'A low-level irritation, like a smaller square.',
    major: false,
  },
  {
    name: 'Sesquiquadrate',
    angle: 135,
    orb: 'up to 2°',
    nature: 'Restless friction that calls for adjustment.',
    major: false,
  },
  {
    name: 'Quincunx',
    angle: 150,
    orb: 'up to 3°',
    nature: 'An awkward mismatch that needs constant fine-tuning.',
    major: false,
  },
];
