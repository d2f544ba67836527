import type { AspectType, BodyName, Sign } from '../engine';

// U+FE0E asks for the text form of a symbol: without it some browsers draw ♈ and friends as
// coloured emoji, which ignore the theme's colours and look out of place on a chart.
const TEXT_STYLE = '\uFE0E';

export interface BodyInfo {
  label: string;
  glyph: string;
}

export const BODY_INFO: Record<BodyName, BodyInfo> = {
  sun: { label: 'Sun', glyph: '☉' },
  moon: { label: 'Moon', glyph: '☽' },
  mercury: { label: 'Mercury', glyph: '☿' },
  venus: { label: 'Venus', glyph: '♀' },
  mars: { label: 'Mars', glyph: '♂' },
  jupiter: { label: 'Jupiter', glyph: '♃' },
  saturn: { label: 'Saturn', glyph: '♄' },
  uranus: { label: 'Uranus', glyph: '♅' },
  neptune: { label: 'Neptune', glyph: '♆' },
  pluto: { label: 'Pluto', glyph: '♇' },
  meanNode: { label: 'Mean Node', glyph: '☊' },
  trueNode: { label: 'True Node', glyph: '☊' },
  lilith: { label: 'Lilith', glyph: '⚸' },
  chiron: { label: 'Chiron', glyph: '⚷' },
};

export const PART_OF_FORTUNE = { label: 'Part of Fortune', glyph: '⊗' } as const;

export const SIGN_GLYPHS: Record<Sign, string> = {
  Aries: `♈${TEXT_STYLE}`,
  Taurus: `♉${TEXT_STYLE}`,
  Gemini: `♊${TEXT_STYLE}`,
  Cancer: `♋${TEXT_STYLE}`,
  Leo: `♌${TEXT_STYLE}`,
  Virgo: `♍${TEXT_STYLE}`,
  Libra: `♎${TEXT_STYLE}`,
  Scorpio: `♏${TEXT_STYLE}`,
  Sagittarius: `♐${TEXT_STYLE}`,
  Capricorn: `♑${TEXT_STYLE}`,
  Aquarius: `♒${TEXT_STYLE}`,
  Pisces: `♓${TEXT_STYLE}`,
};

export type Element = 'fire' | 'earth' | 'air' | 'water';
const ELEMENT_ORDER: Element[] = ['fire', 'earth', 'air', 'water'];

/** Aries fire, Taurus earth, Gemini air, Cancer water, and round again. */
export function elementOf(signIndex: number): Element {
  return ELEMENT_ORDER[((signIndex % 4) + 4) % 4];
}

// Aspect symbols are drawn as SVG (components/aspect-glyph): the minor ones (⚺ ⚻ ⚼) and the
// sextile (⚹) are missing from common fonts.
export interface AspectInfo {
  label: string;
  /** Hard aspects build tension, soft ones ease; conjunctions and minor aspects are their own kinds. */
  kind: 'conjunction' | 'hard' | 'soft' | 'minor';
  /** The five Ptolemaic aspects, which summaries and lessons read first. */
  major: boolean;
}

export const ASPECT_INFO: Record<AspectType, AspectInfo> = {
  conjunction: { label: 'Conjunction', kind: 'conjunction', major: true },
  opposition: { label: 'Opposition', kind: 'hard', major: true },
  square: { label: 'Square', kind: 'hard', major: true },
  trine: { label: 'Trine', kind: 'soft', major: true },
  sextile: { label: 'Sextile', kind: 'soft', major: true },
  quincunx: { label: 'Quincunx', kind: 'minor', major: false },
  'semi-sextile': { label: 'Semi-sextile', kind: 'minor', major: false },
  'semi-square': { label: 'Semi-square', kind: 'hard', major: false },
  sesquiquadrate: { label: 'Sesquiquadrate', kind: 'hard', major: false },
};

/** Fonts that carry the astrological symbols, best first, for the wheel and the tables. */
export const GLYPH_FONT_FAMILY =
  '"DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols", "Noto Sans Symbols 2", "Apple Symbols", sans-serif';
