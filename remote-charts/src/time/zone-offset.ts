import { intlOffsetSeconds, isIntlTimeZone } from './intl-offset';
import { TimeInputError } from './time-input-error';
import { historicalLocalTimeType, hasZoneHistory } from './zone-history';

export interface ZoneOffset {
  /** Local time minus UT, in seconds. */
  offsetSeconds: number;
  /** The tz abbreviation ("LMT", "EST", "BDST", "EWT"), known before 1970. */
  abbreviation?: string;
  /** Summer (daylight saving, war or double summer) time. */
  isDst: boolean;
  /** Local mean time: the town's own solar clock, before standard time. */
  isLocalMeanTime: boolean;
}

/** Throws a TimeInputError unless the zone is an IANA id this platform can convert. */
export function assertTimeZone(timeZone: string): void {
  if (!isIntlTimeZone(timeZone)) {
    const hint = hasZoneHistory(timeZone)
      ? ' (this browser does not know it; please update it)'
      : '';
    throw new TimeInputError('timeZone', `unknown IANA time zone "${timeZone}"${hint}`);
  }
}

/** Offset of the zone at an instant: the tz table with backzone before 1970, Intl after. */
export function offsetSecondsAt(timeZone: string, epochSeconds: number): number {
  return (
    historicalLocalTimeType(timeZone, epochSeconds)?.offsetSeconds ??
    intlOffsetSeconds(timeZone, epochSeconds)
  );
}

function startOfYearsAround(epochSeconds: number): [number, number] {
  const year = new Date(epochSeconds * 1000).getUTCFullYear();
  const january = new Date(0);
  january.setUTCFullYear(year, 0, 15);
  const july = new Date(0);
  july.setUTCFullYear(year, 6, 15);
  return [january.getTime() / 1000, july.getTime() / 1000];
}

/** The offset of `timeZone` at `utc` with what is known about it. */
export function zoneOffsetAt(timeZone: string, utc: Date): ZoneOffset {
  assertTimeZone(timeZone);
  const epochSeconds = Math.floor(utc.getTime() / 1000);
  if (!Number.isFinite(epochSeconds)) throw new TimeInputError('date', 'invalid instant');
  const historical = historicalLocalTimeType(timeZone, epochSeconds);
  if (historical) {
    return {
      offsetSeconds: historical.offsetSeconds,
      abbreviation: historical.abbreviation,
      isDst: historical.isDst,
      isLocalMeanTime: historical.abbreviation === 'LMT',
    };
  }
  const offsetSeconds = intlOffsetSeconds(timeZone, epochSeconds);
  // Intl has no DST flag; summer time is the larger of the year's winter and summer offsets.
  const [january, july] = startOfYearsAround(epochSeconds).map((at) =>
    intlOffsetSeconds(timeZone, at),
  );
  return {
    offsetSeconds,
    isDst: january !== july && offsetSeconds === Math.max(january, july),
    isLocalMeanTime: false,
  };
}
