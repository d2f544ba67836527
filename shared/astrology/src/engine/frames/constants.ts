export const J2000 = 2451545.0;
export const DAYS_PER_CENTURY = 36525;
export const DEG = Math.PI / 180;
export const ARCSEC = Math.PI / 648000;
export const TWO_PI = 2 * Math.PI;
/** Light travel time for one astronomical unit, in days (IAU 2012 au and c). */
export const LIGHT_DAYS_PER_AU = 149597870.7 / 299792.458 / 86400;
/** Astronomical unit in km. */
export const AU_KM = 149597870.7;

export function normalizeDegrees(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r;
}

export function normalizeRadians(rad: number): number {
  const r = rad % TWO_PI;
  return r < 0 ? r + TWO_PI : r;
}

/** Smallest signed difference a − b in degrees, in (−180, 180]. */
export function angleDifference(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d <= -180) d += 360;
  else if (d > 180) d -= 360;
  return d;
}
