import { normalizeDegrees } from '../frames/constants';

export const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type Sign = (typeof SIGNS)[number];

export function signOf(lon: number): Sign {
  return SIGNS[Math.floor(normalizeDegrees(lon) / 30) % 12];
}

export interface Dms {
  degrees: number;
  minutes: number;
  seconds: number;
}

/** Splits a non-negative angle into whole degrees, minutes and rounded seconds (carrying 60s). */
export function toDms(angle: number): Dms {
  const totalSeconds = Math.round(Math.abs(angle) * 3600);
  return {
    degrees: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** `12°34'56"` — a signed angle, e.g. a latitude, keeps its minus sign. */
export function formatDms(angle: number): string {
  const { degrees, minutes, seconds } = toDms(angle);
  const sign = angle < 0 && degrees + minutes + seconds > 0 ? '-' : '';
  return `${sign}${degrees}°${String(minutes).padStart(2, '0')}'${String(seconds).padStart(2, '0')}"`;
}

/** `24°07'03" Taurus` for an ecliptic longitude. */
export function formatZodiac(lon: number): string {
  const n = normalizeDegrees(lon);
  let { degrees, minutes, seconds } = toDms(n % 30);
  let signIndex = Math.floor(n / 30) % 12;
  if (degrees === 30) {
    // 29°59'59.6" rounds up into the next sign.
    degrees = 0;
    minutes = 0;
    seconds = 0;
    signIndex = (signIndex + 1) % 12;
  }
  const dms = `${degrees}°${String(minutes).padStart(2, '0')}'${String(seconds).padStart(2, '0')}"`;
  return `${dms} ${SIGNS[signIndex]}`;
}
