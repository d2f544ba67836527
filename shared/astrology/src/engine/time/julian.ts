/** Julian Date (UT) of a JavaScript Date; the Unix epoch is JD 2440587.5. */
export function julianDayFromDate(date: Date): number {
  return date.getTime() / 86400000 + 2440587.5;
}

/** Decimal Julian year, the argument of the ΔT tables. */
export function julianYear(jd: number): number {
  return 2000 + (jd - 2451545.0) / 365.25;
}
