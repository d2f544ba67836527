/**
 * Birth dates before the Gregorian reform are Julian calendar dates, as records of the time give
 * them, and as astro.com and Swiss Ephemeris read them. The cut is the reform's first day, for
 * every country: where the switch came later (Britain 1752, Russia 1918), the date a record
 * gives depends on the record, and the user converts it.
 */
export const GREGORIAN_REFORM = '1582-10-15';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const UNIX_EPOCH_JDN = 2440588;
const DAY_MS = 86_400_000;

export function isJulianCalendarDate(date: string): boolean {
  return DATE_PATTERN.test(date) && date < GREGORIAN_REFORM;
}

function julianDayNumberOfJulianDate(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
}

/**
 * The (proleptic) Gregorian date of a birth date as the user gives it: the same string from the
 * reform on, the Julian date converted before it ("1564-02-15" → "1564-02-25"). Input that is
 * not a YYYY-MM-DD date is returned unchanged, for the date reader to refuse.
 */
export function gregorianDateOf(date: string): string {
  const match = DATE_PATTERN.exec(date);
  if (!match || date >= GREGORIAN_REFORM) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Julian calendar days only: 1500-02-29 exists there, 1500-02-30 does not.
  const julianLeap = year % 4 === 0;
  const monthDays = [31, julianLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (monthDays === undefined || day < 1 || day > monthDays) return date;
  const jdn = julianDayNumberOfJulianDate(year, month, day);
  return new Date((jdn - UNIX_EPOCH_JDN) * DAY_MS).toISOString().slice(0, 10);
}

/** "1564-02-15 is a Julian calendar date: 1564-02-25 in the Gregorian calendar." */
export function describeJulianDate(date: string): string | null {
  if (!isJulianCalendarDate(date)) return null;
  const gregorian = gregorianDateOf(date);
  if (gregorian === date) return null;
  return `${date} is a Julian calendar date (the Gregorian calendar began on ${GREGORIAN_REFORM}): ${gregorian} in the Gregorian calendar.`;
}
