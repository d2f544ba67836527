import { parseLocalTimeInput, wallClockSeconds, type LocalTimeInput } from './local-time-input';
import { assertTimeZone, offsetSecondsAt } from './zone-offset';

/** One reading of a wall-clock time: `utc` = wall clock − `offsetSeconds`. */
export interface LocalTimeCandidate {
  utc: Date;
  offsetSeconds: number;
}

export type LocalTimeResolution =
  | { kind: 'unique'; utc: Date; offsetSeconds: number }
  /** The wall time happened twice (clocks went back); earlier reading first. */
  | { kind: 'ambiguous'; candidates: LocalTimeCandidate[] }
  /**
   * The wall time never happened (clocks jumped forward over it). The candidates read it
   * with the offset after the jump and with the offset before it, earlier instant first.
   */
  | { kind: 'missing'; candidates: LocalTimeCandidate[] };

interface Period {
  /** First second of the period, epoch seconds. */
  start: number;
  offsetSeconds: number;
}

// Offsets in tz history stay within ±16 h (Manila and Alaska's Russian-era LMTs), so
// every instant a wall time can denote lies within this reach of the wall time.
const REACH_SECONDS = 18 * 3600;
// Sampling step: two clock changes closer together than this would be missed; tz has
// none since standard time began.
const STEP_SECONDS = 3 * 3600;

/** The offset periods of a clock around a wall time, with changes found to the second. */
function periodsAround(offsetAt: (epochSeconds: number) => number, wallSeconds: number): Period[] {
  let cursor = wallSeconds - REACH_SECONDS;
  let current = offsetAt(cursor);
  const periods: Period[] = [{ start: -Infinity, offsetSeconds: current }];
  for (
    let sample = cursor + STEP_SECONDS;
    sample <= wallSeconds + REACH_SECONDS;
    sample += STEP_SECONDS
  ) {
    while (offsetAt(sample) !== current) {
      let low = cursor;
      let high = sample;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offsetAt(middle) === current) low = middle;
        else high = middle;
      }
      current = offsetAt(high);
      cursor = high;
      periods.push({ start: high, offsetSeconds: current });
    }
    cursor = sample;
  }
  return periods;
}

function candidate(wallSeconds: number, offsetSeconds: number): LocalTimeCandidate {
  return { utc: new Date((wallSeconds - offsetSeconds) * 1000), offsetSeconds };
}

/**
 * Converts a wall-clock date and time in an IANA zone to UT, with the zone's historical
 * offsets back to local mean time: the mean time of `longitude` when it is given, else of the
 * zone's city. Throws TimeInputError (naming the field) for bad input.
 */
export function resolveLocalTime(input: LocalTimeInput): LocalTimeResolution {
  const local = parseLocalTimeInput(input);
  assertTimeZone(local.timeZone);
  const wall = wallClockSeconds(local);
  const periods = periodsAround(
    (epochSeconds) => offsetSecondsAt(local.timeZone, epochSeconds, local.longitude),
    wall,
  );
  const valid: LocalTimeCandidate[] = [];
  for (let i = 0; i < periods.length; i++) {
    const utc = wall - periods[i].offsetSeconds;
    const end = periods[i + 1]?.start ?? Infinity;
    if (utc >= periods[i].start && utc < end) valid.push(candidate(wall, periods[i].offsetSeconds));
  }
  if (valid.length === 1) return { kind: 'unique', ...valid[0] };
  if (valid.length > 1) {
    return {
      kind: 'ambiguous',
      candidates: valid.sort((a, b) => a.utc.getTime() - b.utc.getTime()),
    };
  }
  // In a gap the wall time reads past the end of one period and before the start of the next.
  for (let i = 0; i + 1 < periods.length; i++) {
    const before = periods[i];
    const after = periods[i + 1];
    if (wall - before.offsetSeconds >= after.start && wall - after.offsetSeconds < after.start) {
      return {
        kind: 'missing',
        candidates: [candidate(wall, after.offsetSeconds), candidate(wall, before.offsetSeconds)],
      };
    }
  }
  throw new Error(`no reading of ${input.date} ${input.time} in ${input.timeZone}`);
}
