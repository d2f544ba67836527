import { parseLocalTimeInput, wallClockSeconds } from './local-time-input';
import { TimeInputError } from './time-input-error';

/** UTC offsets in use on Earth stay within these bounds (Kiribati +14, Baker Island −12). */
export const MAX_FIXED_OFFSET_SECONDS = 14 * 3600;

/** The instant a local date and time denote on a clock kept at a fixed offset from UT. */
export function readWithFixedOffset(
  input: { date: string; time: string },
  offsetSeconds: number,
): Date {
  if (!Number.isInteger(offsetSeconds) || Math.abs(offsetSeconds) > MAX_FIXED_OFFSET_SECONDS) {
    throw new TimeInputError('timeZone', 'the UTC offset must be within ±14 hours');
  }
  const local = parseLocalTimeInput({ date: input.date, time: input.time, timeZone: 'UTC' });
  return new Date((wallClockSeconds(local) - offsetSeconds) * 1000);
}

const OFFSET_TEXT = /^(?:UTC\s*)?([+\-−])?\s*(\d{1,2})(?::?([0-5]\d))?$/i;

/**
 * An offset typed by a person: "+01:00", "-4:30", "5", "UTC+0530", "−03:00". Null when it
 * is not one or lies beyond ±14 hours.
 */
export function parseUtcOffset(text: string): number | null {
  const match = OFFSET_TEXT.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  const seconds = hours * 3600 + minutes * 60;
  if (seconds > MAX_FIXED_OFFSET_SECONDS) return null;
  return match[1] === '-' || match[1] === '−' ? -seconds : seconds;
}
