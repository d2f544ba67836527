import { describeCandidate, describeLocalTime, formatUtcOffset, resolveLocalTime } from '../../time';
import { UNKNOWN_TIME_NOON } from './birth-data';

export interface InstantChoice {
  utc: Date;
  offsetSeconds: number;
  /** E.g. "summer time (BST), UTC+1: 1990-10-28 00:30 UT". */
  label: string;
}

export type BirthInstant =
  | { kind: 'unique'; utc: Date; offsetSeconds: number; offsetText: string; explanation: string }
  /** The clock time happened twice or never (a DST change): the user must choose a reading. */
  | { kind: 'choose'; reason: 'ambiguous' | 'missing'; choices: InstantChoice[]; explanation: string };

/** Where a birth clock was read: the zone's history, and the meridian for its local mean time. */
export interface ClockPlace {
  timeZone: string;
  lon: number;
}

/**
 * Reads a local birth date and time (noon when the time is unknown) in the place's time zone,
 * with the place's own mean time before the zone's standard time began.
 * Throws TimeInputError naming the field for input it cannot read.
 */
export function resolveBirthInstant(date: string, time: string | null, place: ClockPlace): BirthInstant {
  const { timeZone } = place;
  const input = { date, time: time ?? UNKNOWN_TIME_NOON, timeZone, longitude: place.lon };
  const resolution = resolveLocalTime(input);
  const explanation = describeLocalTime(input, resolution);
  if (resolution.kind === 'unique') {
    return {
      kind: 'unique',
      utc: resolution.utc,
      offsetSeconds: resolution.offsetSeconds,
      offsetText: formatUtcOffset(resolution.offsetSeconds),
      explanation,
    };
  }
  return {
    kind: 'choose',
    reason: resolution.kind,
    choices: resolution.candidates.map((candidate) => ({
      utc: candidate.utc,
      offsetSeconds: candidate.offsetSeconds,
      label: describeCandidate(timeZone, candidate, place.lon),
    })),
    explanation,
  };
}

export interface SavedBirthClock {
  date: string;
  time: string | null;
  place: ClockPlace;
  utc: string;
  utcOffsetSeconds: number;
}

/**
 * The reading of saved birth data, made again from its local date, time and place (so a
 * corrected rule or time-zone database corrects old charts). The saved offset picks the reading
 * of an ambiguous time; when the zone cannot be read here, the saved instant is used as it is.
 */
export function reReadBirthClock(birth: SavedBirthClock): { utc: Date; offsetSeconds: number } {
  const saved = { utc: new Date(birth.utc), offsetSeconds: birth.utcOffsetSeconds };
  let instant: BirthInstant;
  try {
    instant = resolveBirthInstant(birth.date, birth.time, birth.place);
  } catch {
    return saved;
  }
  if (instant.kind === 'unique') return instant;
  return instant.choices.find((choice) => choice.offsetSeconds === birth.utcOffsetSeconds) ?? saved;
}

/** The instant of saved birth data, read again as `reReadBirthClock` does. */
export function reReadBirthInstant(birth: SavedBirthClock): Date {
  return reReadBirthClock(birth).utc;
}

/** Saved birth data with the instant and offset it reads as now. */
export function reReadBirth<B extends SavedBirthClock>(birth: B): B {
  const { utc, offsetSeconds } = reReadBirthClock(birth);
  return { ...birth, utc: utc.toISOString(), utcOffsetSeconds: offsetSeconds };
}
