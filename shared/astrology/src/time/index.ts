// Local time for charts: wall-clock time to UT through the IANA tz database, with the
// birthplace's local mean time before standard time.
export { resolveLocalTime } from './resolve-local-time';
export type { LocalTimeCandidate, LocalTimeResolution } from './resolve-local-time';
export type { LocalTimeInput } from './local-time-input';
export { zoneOffsetAt, assertTimeZone } from './zone-offset';
export type { ZoneOffset } from './zone-offset';
export { formatUtcOffset } from './format-utc-offset';
export type { FormatUtcOffsetOptions } from './format-utc-offset';
export {
  describeLocalTime,
  describeCandidate,
  describeOffset,
  formatUniversalTime,
} from './describe-local-time';
export { TimeInputError } from './time-input-error';
export type { TimeInputField } from './time-input-error';
export { zoneHistoryTzdata } from './zone-history';
export { meanTimeOffsetSeconds, formatLongitude } from './place-mean-time';
export { readWithFixedOffset, parseUtcOffset, MAX_FIXED_OFFSET_SECONDS } from './fixed-offset';
export { ZONE_HISTORY_FORMAT } from './zone-history-format';
export {
  GREGORIAN_REFORM,
  describeJulianDate,
  gregorianDateOf,
  isJulianCalendarDate,
} from './julian-calendar';
