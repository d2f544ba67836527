import { normalizeDegrees } from '../frames/constants';

/** True when the Sun is above the horizon, i.e. between Descendant and Ascendant via the MC. */
export function isDayChart(sunLon: number, asc: number): boolean {
  return normalizeDegrees(sunLon - asc) >= 180;
}

/**
 * Part of Fortune: Ascendant + Moon − Sun by day, Ascendant + Sun − Moon by night
 * (the Hellenistic reversal).
 */
export function partOfFortune(
  asc: number,
  sunLon: number,
  moonLon: number,
): { lon: number; day: boolean } {
  const day = isDayChart(sunLon, asc);
  const lon = day ? asc + moonLon - sunLon : asc + sunLon - moonLon;
  return { lon: normalizeDegrees(lon), day };
}
