import type { PointName } from '../../../lib/zodiac';

/** The chart a worked example reads: longitudes and houses, everything else is derived. */
export interface ReadingChart {
  source: 'saved' | 'example';
  /** The saved chart's id; null for the example chart. */
  id: string | null;
  name: string;
  /** A human description of the birth data, e.g. "7 October 2006, 10:12, Voi, Kenya". */
  birthLine: string;
  /** Ecliptic longitudes in degrees, 0 = 0° Aries. Missing points are simply not read. */
  points: Partial<Record<PointName, number>>;
  /** The house (1–12) of each point, as the chart engine placed it; null without a birth time. */
  houses: Partial<Record<PointName, number>> | null;
  /** Null when the birth time is unknown: no Ascendant, Midheaven or houses. */
  angles: { asc: number; mc: number } | null;
  /** Twelve house cusps (longitudes), cusp 1 first; null without a birth time. */
  cusps: number[] | null;
  houseSystem: string | null;
}
