// Direct evaluation of the complete analytical series. Slow (thousands of terms per call) and
// therefore used only at build time: to produce the Chebyshev fits and to verify them.
import type { ElpSeries, VsopSeries } from './astronomia-data';

export type Vec3 = [number, number, number];
const J2000 = 2451545.0;
const ARCSEC = Math.PI / 648000;

function vsopSum(series: Record<string, [number, number, number][]>, tau: number): number {
  let total = 0;
  let power = 1;
  for (let alpha = 0; series[String(alpha)] !== undefined; alpha++) {
    let s = 0;
    for (const [a, b, c] of series[String(alpha)]) s += a * Math.cos(b + c * tau);
    total += s * power;
    power *= tau;
  }
  return total;
}

/** Heliocentric rectangular coordinates (AU) on the dynamical ecliptic and equinox J2000. */
export function vsopPosition(series: VsopSeries, jdTdb: number): Vec3 {
  const tau = (jdTdb - J2000) / 365250;
  const l = vsopSum(series.L, tau);
  const b = vsopSum(series.B, tau);
  const r = vsopSum(series.R, tau);
  const cb = Math.cos(b);
  return [r * cb * Math.cos(l), r * cb * Math.sin(l), r * Math.sin(b)];
}

function horner(t: number, coeffs: number[], from = 0): number {
  let v = 0;
  for (let i = coeffs.length - 1; i >= from; i--) v = v * t + coeffs[i];
  return v;
}

function elpSum(series: Record<string, number[][]>, t: number): number {
  let total = 0;
  let power = 1;
  for (let k = 0; series[String(k)] !== undefined; k++) {
    let s = 0;
    for (const row of series[String(k)]) s += row[0] * Math.sin(horner(t, row, 1));
    total += s * power;
    power *= t;
  }
  return total;
}

/** Geocentric Moon (km) on the inertial mean ecliptic and equinox J2000 (ELP/MPP02, DE405 fit). */
export function elpPosition(series: ElpSeries, jdTdb: number): Vec3 {
  const t = (jdTdb - J2000) / 36525;
  const lon = horner(t, series.W1) + elpSum(series.L, t) * ARCSEC;
  const lat = elpSum(series.B, t) * ARCSEC;
  const r = elpSum(series.R, t);
  const x = r * Math.cos(lat) * Math.cos(lon);
  const y = r * Math.cos(lat) * Math.sin(lon);
  const z = r * Math.sin(lat);
  // Laskar's P, Q: rotation from the ecliptic of date to the inertial ecliptic of J2000.
  const p = horner(
    t,
    [0, 0.10180391e-4, 0.47020439e-6, -0.5417367e-9, -0.2507948e-11, 0.463486e-14],
  );
  const q = horner(
    t,
    [0, -0.113469002e-3, 0.12372674e-6, 0.1265417e-8, -0.1371808e-11, -0.320334e-14],
  );
  const sq = Math.sqrt(1 - p * p - q * q);
  return [
    (1 - 2 * p * p) * x + 2 * p * q * y + 2 * p * sq * z,
    2 * p * q * x + (1 - 2 * q * q) * y - 2 * q * sq * z,
    -2 * p * sq * x + 2 * q * sq * y + (1 - 2 * p * p - 2 * q * q) * z,
  ];
}
