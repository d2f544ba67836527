import {
  describeCandidate,
  describeJulianDate,
  gregorianDateOf,
  describeLocalTime,
  describeOffset,
  formatLongitude,
  formatUniversalTime,
  formatUtcOffset,
  meanTimeOffsetSeconds,
  readWithFixedOffset,
  resolveLocalTime,
} from '../time';
import { type BirthClock, UNKNOWN_TIME_NOON } from './birth-clock';

export interface InstantChoice {
  utc: Date;
  offsetSeconds: number;
  /** E.g. "summer time (BST), UTC+1: 1990-10-28 00:30 UT". */
  label: string;
}

export type BirthInstant =
  | { kind: 'unique'; utc: Date; offsetSeconds: number; offsetText: string; explanation: string }
  /** The clock time happened twice or never (a DST change): the user must choose a reading. */
  | {
      kind: 'choose';
      reason: 'ambiguous' | 'missing';
      choices: InstantChoice[];
      explanation: string;
    };

/** Where a birth clock was read: the zone's history, and the meridian for its local mean time. */
export interface ClockPlace {
  timeZone: string;
  lon: number;
}

/** The offset a clock rule chosen by the user gives at the place. */
function chosenOffsetSeconds(clock: BirthClock, place: ClockPlace): number {
  return clock.kind === 'offset' ? clock.offsetSeconds : meanTimeOffsetSeconds(place.lon);
}

/** "the fixed offset you set, UTC+1", "local mean time (LMT) at the place’s longitude 9°59′ E, UTC+0:39:56, as you set". */
function chosenRuleText(clock: BirthClock, place: ClockPlace): string {
  const offset = formatUtcOffset(chosenOffsetSeconds(clock, place));
  return clock.kind === 'offset'
    ? `the fixed offset you set, ${offset}`
    : `local mean time (LMT) at the place’s longitude ${formatLongitude(place.lon)}, ${offset}, as you set`;
}

/** The explanation, after the note that a date before the reform was read as a Julian date. */
function withCalendarNote(date: string, explanation: string): string {
  const note = describeJulianDate(date);
  return note ? `${note} ${explanation}` : explanation;
}

/**
 * Reads a local birth date and time (noon when the time is unknown) in the place's time zone,
 * with the place's own mean time before the zone's standard time began; or by the clock rule the
 * user chose instead. A date before 15 October 1582 is a Julian calendar date. Throws
 * TimeInputError naming the field for input it cannot read.
 */
export function resolveBirthInstant(
  civilDate: string,
  time: string | null,
  place: ClockPlace,
  clock?: BirthClock,
): BirthInstant {
  const date = gregorianDateOf(civilDate);
  const { timeZone } = place;
  const clockTime = time ?? UNKNOWN_TIME_NOON;
  if (clock) {
    const offsetSeconds = chosenOffsetSeconds(clock, place);
    const utc = readWithFixedOffset({ date, time: clockTime }, offsetSeconds);
    return {
      kind: 'unique',
      utc,
      offsetSeconds,
      offsetText: formatUtcOffset(offsetSeconds),
      explanation: withCalendarNote(
        civilDate,
        `${date} ${clockTime} is read with ${chosenRuleText(clock, place)}, so ${formatUniversalTime(utc)}.`,
      ),
    };
  }
  const input = { date, time: clockTime, timeZone, longitude: place.lon };
  const resolution = resolveLocalTime(input);
  const explanation = withCalendarNote(civilDate, describeLocalTime(input, resolution));
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
  clock?: BirthClock;
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
    instant = resolveBirthInstant(birth.date, birth.time, birth.place, birth.clock);
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

/**
 * How saved birth data's clock was read, with the offset: "local mean time (LMT) at the place’s
 * longitude 9°59′ E, UTC+0:39:56", "summer time (BST), UTC+1", "the fixed offset you set, UTC+1".
 */
export function describeBirthReading(birth: SavedBirthClock): string {
  if (birth.clock) return chosenRuleText(birth.clock, birth.place);
  const reading = { utc: new Date(birth.utc), offsetSeconds: birth.utcOffsetSeconds };
  try {
    return describeOffset(birth.place.timeZone, reading, birth.place.lon);
  } catch {
    // A zone this browser does not know: the saved offset is all there is to show.
    return formatUtcOffset(birth.utcOffsetSeconds);
  }
}
