import { z } from 'zod';
import { TimeInputError } from './time-input-error';

export interface LocalTimeInput {
  /** Calendar date, YYYY-MM-DD (proleptic Gregorian). */
  date: string;
  /** Wall-clock time, HH:MM or HH:MM:SS, 24-hour. */
  time: string;
  /** IANA time zone id, e.g. "America/New_York". */
  timeZone: string;
  /**
   * The place's longitude in degrees, east positive. When given, the zone's local mean time
   * (before standard time) is the mean time of this meridian rather than of the zone's city.
   */
  longitude?: number;
}

export interface ParsedLocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  timeZone: string;
  longitude?: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const localTimeInputSchema = z.object({
  date: z.string({ error: 'must be a string' }).trim(),
  time: z.string({ error: 'must be a string' }).trim(),
  timeZone: z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, 'is required')
    .max(64, 'is too long'),
  longitude: z
    .number({ error: 'must be a number of degrees' })
    .finite('must be a number of degrees')
    .min(-180, 'must be from -180 to 180')
    .max(180, 'must be from -180 to 180')
    .optional(),
});

function isCalendarDate(year: number, month: number, day: number): boolean {
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

/** Validates the input and splits it into numbers; throws TimeInputError naming the field. */
export function parseLocalTimeInput(input: unknown): ParsedLocalTime {
  const parsed = localTimeInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path[0];
    if (field === 'date' || field === 'time' || field === 'timeZone')
      throw new TimeInputError(field, issue.message);
    if (field === 'longitude') throw new TimeInputError('lon', issue.message);
    throw new TimeInputError('date', 'expected an object { date, time, timeZone }');
  }
  const { date, time, timeZone, longitude } = parsed.data;
  const dateMatch = DATE_PATTERN.exec(date);
  if (!dateMatch) throw new TimeInputError('date', `"${date}" is not in YYYY-MM-DD form`);
  const [year, month, day] = dateMatch.slice(1).map(Number);
  if (year < 1 || !isCalendarDate(year, month, day)) {
    throw new TimeInputError('date', `${date} is not a calendar date`);
  }
  const timeMatch = TIME_PATTERN.exec(time);
  if (!timeMatch)
    throw new TimeInputError('time', `"${time}" is not a time of day in HH:MM or HH:MM:SS form`);
  const [hour, minute] = timeMatch.slice(1, 3).map(Number);
  const second = Number(timeMatch[3] ?? 0);
  return { year, month, day, hour, minute, second, timeZone, longitude };
}

/** The wall-clock reading as if it were UT, in epoch seconds: the local time's own scale. */
export function wallClockSeconds(local: ParsedLocalTime): number {
  const instant = new Date(0);
  instant.setUTCFullYear(local.year, local.month - 1, local.day);
  instant.setUTCHours(local.hour, local.minute, local.second, 0);
  return instant.getTime() / 1000;
}
