/** Time span covered by the stored ephemerides (JD TT): 1499-09-27 to 2501-08-31. */
export const EPHEMERIS_START = 2268827.5;
export const EPHEMERIS_END = 2634773.5;

/** Stored series, in the order of `EphemerisSeries`. */
export const SERIES_NAMES = [
  'mercury',
  'venus',
  'emb',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'moon',
] as const;
export type SeriesName = (typeof SERIES_NAMES)[number];

export const SERIES = Object.fromEntries(SERIES_NAMES.map((n, i) => [n, i])) as Record<
  SeriesName,
  number
>;

/** Earth/Moon mass ratio of DE431: the Earth sits 1/(1+ratio) of the Moon's vector from the EMB. */
export const MOON_TO_EMB = 1 / (1 + 81.30056907419062);
