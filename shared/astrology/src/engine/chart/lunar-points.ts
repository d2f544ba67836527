import { DAYS_PER_CENTURY, DEG, J2000, normalizeDegrees } from '../frames/constants';
import type { Matrix3 } from '../frames/precession';

export interface PointPosition {
  lon: number;
  lat: number;
  speed: number;
}

/** Accumulated general precession in longitude p_A (IAU 2006), arcsec. */
function generalPrecession(t: number): number {
  return (
    t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 - 0.0000000383 * t))))
  );
}

/**
 * Mean longitude of the Moon's ascending node on the mean ecliptic and equinox of date,
 * degrees: ELP/MPP02's W3 fitted to DE405 (Chapront, Chapront-Touzé & Francou 2002), which is
 * referred to the fixed J2000 equinox, plus the IAU 2006 precession.
 */
export function meanNodeLongitude(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_CENTURY;
  const w3 = 450160.39816 + t * (-6967919.5383 + t * (6.359 + t * (0.007625 - 0.00003586 * t)));
  return (w3 + generalPrecession(t)) / 3600;
}

/** Mean longitude of the lunar perigee (ELP/MPP02 W2, same construction), degrees. */
export function meanPerigeeLongitude(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_CENTURY;
  const w2 = 300071.67475 + t * (14643420.3171 + t * (-38.2631 + t * (-0.045047 + 0.00021301 * t)));
  return (w2 + generalPrecession(t)) / 3600;
}

/** Mean inclination of the lunar orbit to the ecliptic. */
const MEAN_INCLINATION = 5.1453964 * DEG;

export function meanNode(jdTt: number, dpsiDeg: number): PointPosition {
  const speed = meanNodeLongitude(jdTt + 0.5) - meanNodeLongitude(jdTt - 0.5);
  return { lon: normalizeDegrees(meanNodeLongitude(jdTt) + dpsiDeg), lat: 0, speed };
}

function apogeeAt(jdTt: number): { lon: number; lat: number } {
  // The mean apogee lies on the mean lunar orbit: its longitude "along the orbit" is
  // node + argument; projecting onto the ecliptic gives the longitude and a latitude of up to 5°.
  const node = meanNodeLongitude(jdTt) * DEG;
  const u = (meanPerigeeLongitude(jdTt) + 180) * DEG - node;
  const lon = node + Math.atan2(Math.sin(u) * Math.cos(MEAN_INCLINATION), Math.cos(u));
  const lat = Math.asin(Math.sin(u) * Math.sin(MEAN_INCLINATION));
  return { lon: lon / DEG, lat: lat / DEG };
}

/** Mean lunar apogee ("Black Moon Lilith"). */
export function meanApogee(jdTt: number, dpsiDeg: number): PointPosition {
  const now = apogeeAt(jdTt);
  const before = apogeeAt(jdTt - 0.5);
  const after = apogeeAt(jdTt + 0.5);
  let speed = after.lon - before.lon;
  if (speed > 180) speed -= 360;
  else if (speed < -180) speed += 360;
  return { lon: normalizeDegrees(now.lon + dpsiDeg), lat: now.lat, speed };
}

/**
 * Osculating ("true") ascending node: where the plane of the Moon's instantaneous geocentric
 * orbit (position × velocity) cuts the ecliptic of date.
 */
export function osculatingNodeLongitude(
  precession: Matrix3,
  moon: Float64Array,
  dpsiDeg: number,
): number {
  const m = precession;
  const x = m[0] * moon[0] + m[1] * moon[1] + m[2] * moon[2];
  const y = m[3] * moon[0] + m[4] * moon[1] + m[5] * moon[2];
  const z = m[6] * moon[0] + m[7] * moon[1] + m[8] * moon[2];
  const vx = m[0] * moon[3] + m[1] * moon[4] + m[2] * moon[5];
  const vy = m[3] * moon[3] + m[4] * moon[4] + m[5] * moon[5];
  const vz = m[6] * moon[3] + m[7] * moon[4] + m[8] * moon[5];
  const hx = y * vz - z * vy;
  const hy = z * vx - x * vz;
  return normalizeDegrees(Math.atan2(hx, -hy) / DEG + dpsiDeg);
}
