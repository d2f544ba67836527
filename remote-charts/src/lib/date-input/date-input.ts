import { SUPPORTED_RANGE } from '@astro/astrology';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The value of an `<input type="date">` for the local calendar date of an instant. */
export function dateInputValue(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last dates a date field offers: the range the engine computes. */
export const DATE_INPUT_MIN = SUPPORTED_RANGE.from.toISOString().slice(0, 10);
export const DATE_INPUT_MAX = SUPPORTED_RANGE.to.toISOString().slice(0, 10);

/**
 * The instant a chosen date stands for: now when it is today (so "today" shows the sky as it is),
 * else noon local time, the middle of the day the user picked. Null for an empty or impossible
 * date, or one outside the range the engine computes.
 */
export function instantForDateInput(value: string, now: Date): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (value === dateInputValue(now)) return now;
  const noon = new Date(year, month - 1, day, 12);
  // new Date() rolls 31 February over into March; a date field should never send it, but a typed one can.
  if (noon.getFullYear() !== year || noon.getMonth() !== month - 1 || noon.getDate() !== day)
    return null;
  if (noon < SUPPORTED_RANGE.from || noon > SUPPORTED_RANGE.to) return null;
  return noon;
}

/** "Tue 3 Mar 2026, 14:05" in the user's language and time zone. */
export function formatLocalDateTime(
  date: Date,
  options: { locale?: string; timeZone?: string } = {},
): string {
  return new Intl.DateTimeFormat(options.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(date);
}

/** "3 March 2026" in the user's language and time zone. */
export function formatLocalDate(
  date: Date,
  options: { locale?: string; timeZone?: string } = {},
): string {
  return new Intl.DateTimeFormat(options.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(date);
}
