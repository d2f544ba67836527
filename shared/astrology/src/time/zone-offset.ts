import { intlOffsetSeconds, isIntlTimeZone } from './intl-offset';
import { meanTimeOffsetSeconds } from './place-mean-time';
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
  /** Set when the local mean time is that of this longitude (the place's), not the zone city's. */
  meanTimeLongitude?: number;
}

/** tz's name for the local mean time of the zone's reference city. */
const LOCAL_MEAN_TIME = 'LMT';

/** Throws a TimeInputError unless the zone is an IANA id this platform can convert. */
export function assertTimeZone(timeZone: string): void {
  if (!isIntlTimeZone(timeZone)) {
    const hint = hasZoneHistory(timeZone)
      ? ' (this browser does not know it; please update it)'
      : '';
    throw new TimeInputError('timeZone', `unknown IANA time zone "${timeZone}"${hint}`);
  }
}

/**
 * Offset of the zone at an instant: the tz table with backzone before 1970, Intl after. With a
 * longitude, the zone's local mean time is that meridian's own.
 */
export function offsetSecondsAt(
  timeZone: string,
  epochSeconds: number,
  longitude?: number,
): number {
  const historical = historicalLocalTimeType(timeZone, epochSeconds);
  if (!historical) return intlOffsetSeconds(timeZone, epochSeconds);
  return longitude !== undefined && historical.abbreviation === LOCAL_MEAN_TIME
    ? meanTimeOffsetSeconds(longitude)
    : historical.offsetSeconds;
}

function startOfYearsAround(epochSeconds: number): [number, number] {
  const year = new Date(epochSeconds * 1000).getUTCFullYear();
  const january = new Date(0);
  january.setUTCFullYear(year, 0, 15);
  const july = new Date(0);
  july.setUTCFullYear(year, 6, 15);
  return [january.getTime() / 1000, july.getTime() / 1000];
}

/**
 * The offset of `timeZone` at `utc` with what is known about it; with a longitude, local mean
 * time is that meridian's.
 */
export function zoneOffsetAt(timeZone: string, utc: Date, longitude?: number): ZoneOffset {
  assertTimeZone(timeZone);
  const epochSeconds = Math.floor(utc.getTime() / 1000);
  if (!Number.isFinite(epochSeconds)) throw new TimeInputError('date', 'invalid instant');
  const historical = historicalLocalTimeType(timeZone, epochSeconds);
  if (historical) {
    const isLocalMeanTime = historical.abbreviation === LOCAL_MEAN_TIME;
    if (isLocalMeanTime && longitude !== undefined) {
      return {
        offsetSeconds: meanTimeOffsetSeconds(longitude),
        abbreviation: historical.abbreviation,
        isDst: false,
        isLocalMeanTime,
        meanTimeLongitude: longitude,
      };
    }
    return {
      offsetSeconds: historical.offsetSeconds,
      abbreviation: historical.abbreviation,
      isDst: historical.isDst,
      isLocalMeanTime,
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
