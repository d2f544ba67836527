import { SIGNS, type Sign } from '../engine';

export interface SignPosition {
  sign: Sign;
  signIndex: number;
  degrees: number;
  minutes: number;
  seconds: number;
}

/**
 * Sign, degree, minute and second of an ecliptic longitude, truncated (not rounded) as
 * astrologers read them: 29°59′59.8″ Aries is still Aries.
 */
export function signPosition(lon: number): SignPosition {
  const totalSeconds = Math.floor((((lon % 360) + 360) % 360) * 3600 + 1e-7);
  const signIndex = Math.floor(totalSeconds / 108000) % 12;
  const within = totalSeconds % 108000;
  return {
    sign: SIGNS[signIndex],
    signIndex,
    degrees: Math.floor(within / 3600),
    minutes: Math.floor((within % 3600) / 60),
    seconds: within % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "24°27′ Taurus". */
export function formatSignPosition(lon: number): string {
  const p = signPosition(lon);
  return `${p.degrees}°${pad(p.minutes)}′ ${p.sign}`;
}

/**
 * "13°59′59″ Aries": to the second, truncated like every other position shown, so a cusp at
 * 13°59′59.7″ never reads as 14°00′ beside a planet shown at 13°59′.
 */
export function formatSignPositionToSecond(lon: number): string {
  const p = signPosition(lon);
  return `${p.degrees}°${pad(p.minutes)}′${pad(p.seconds)}″ ${p.sign}`;
}

/** "2°05′": an orb or other small angle, to the minute. */
export function formatOrb(angle: number): string {
  const totalMinutes = Math.floor(Math.abs(angle) * 60 + 1e-7);
  return `${Math.floor(totalMinutes / 60)}°${pad(totalMinutes % 60)}′`;
}
