import { julianYear } from './julian';

/**
 * ΔT = TT − UT1 in seconds, for 1500–2500.
 *
 * - Before 1800: the cubic spline of Stephenson, Morrison & Hohenkerk (2016, Table S15, as
 *   published), re-scaled from the lunar tidal acceleration behind it (−25.85″/cy²) to DE441's
 *   (−25.936″/cy²) by −0.000091 · Δṅ · (year − 1955)² s, the correction Swiss Ephemeris applies
 *   with its DE441-based files; the last segment leans by 0.36 s over 1720–1800 to meet the
 *   2020 revision used from 1800.
 * - 1800 to 1954: the cubic spline of Stephenson, Morrison & Hohenkerk (2016, Proc. R. Soc. A
 *   472, Table S15, 2020 revision), with the parabolic term that re-scales it from the lunar
 *   tidal acceleration behind those data to that of the reference's DE441-based Moon.
 * - 1954 to 2023.5: yearly observed values (Astronomical Almanac K8-K9 and IERS), interpolated
 *   with a cubic through the four nearest years.
 * - Later: extrapolated. The future is unknown; to 2200 this follows the integrated length-of-day
 *   model of Morrison et al. (2021, Proc. R. Soc. A 477), damped so that it stays within ~0.1 s
 *   of the extrapolation used by Swiss Ephemeris 2.10 — the values most users compare charts
 *   with. After 2200 (where the damped model bends away, by 29 s in 2500) it blends over 50 years
 *   into that extrapolation itself: the cubic in (year − 2000) fitted to the long-term ΔT of
 *   Stephenson, Morrison & Hohenkerk (2016).
 */

// prettier-ignore
const EARLY_SPLINE: readonly number[] = [
  // start year, a0, a1, a2, a3 (Table S15 of 2016; segment to the next start year)
  1000, 1467.654, -2452.187, 2460.927, -1183.759,
  1500, 292.635, -216.322, -43.614, 56.681,
  1600, 89.38, -66.754, 31.607, -10.497,
  1650, 43.736, -49.043, 0.227, 15.811,
  1720, 10.73, -1.321, 62.25, -52.946,
];
const EARLY_END = 1800;

// prettier-ignore
const SPLINE: readonly number[] = [
  // start year, a0, a1, a2, a3 (segment to the next start year)
  1800, 18.367, -3.481, -1.126, 1.918,
  1810, 15.678, 0.021, 4.629, -3.812,
  1820, 16.516, -2.157, -6.806, 3.25,
  1830, 10.804, -6.018, 2.944, -0.096,
  1840, 7.634, -0.416, 2.658, -0.539,
  1850, 9.338, 1.642, 0.261, -0.883,
  1855, 10.357, -0.486, -2.389, 1.558,
  1860, 9.04, -0.591, 2.284, -2.477,
  1865, 8.255, -3.456, -5.148, 2.72,
  1870, 2.371, -5.593, 3.011, -0.914,
  1875, -1.126, -2.314, 0.269, -0.039,
  1880, -3.21, -1.893, 0.152, 0.563,
  1885, -4.388, 0.101, 1.842, -1.438,
  1890, -3.884, -0.531, -2.474, 1.871,
  1895, -5.017, 0.134, 3.138, -0.232,
  1900, -1.977, 5.715, 2.443, -1.257,
  1905, 4.923, 6.828, -1.329, 0.72,
  1910, 11.142, 6.33, 0.831, -0.825,
  1915, 17.479, 5.518, -1.643, 0.262,
  1920, 21.617, 3.02, -0.856, 0.008,
  1925, 23.789, 1.333, -0.831, 0.127,
  1930, 24.418, 0.052, -0.449, 0.142,
  1935, 24.164, -0.419, -0.022, 0.702,
  1940, 24.426, 1.645, 2.086, -1.106,
  1945, 27.05, 2.499, -1.232, 0.614,
  1950, 28.932, 1.127, 0.22, -0.277,
  1953, 30.002, 0.737, -0.61, 0.631,
  1956, 30.76, 1.409, 1.282, -0.799,
];
const SPLINE_END = 1959;

/** Observed ΔT at the start of each year from 1952 (s). */
// prettier-ignore
const YEARLY = [
  29.97, 30.36, 30.72, 31.07, 31.35, 31.68, 32.18, 32.68, 33.15, 33.59, 34.0, 34.47, 35.03, 35.73,
  36.54, 37.43, 38.29, 39.2, 40.18, 41.17, 42.23, 43.37, 44.49, 45.48, 46.46, 47.52, 48.53, 49.59,
  50.54, 51.38, 52.17, 52.96, 53.79, 54.34, 54.87, 55.32, 55.82, 56.3, 56.86, 57.57, 58.31, 59.12,
  59.98, 60.78, 61.63, 62.29, 62.97, 63.47, 63.83, 64.09, 64.3, 64.47, 64.57, 64.69, 64.85, 65.15,
  65.46, 65.78, 66.07, 66.32, 66.6, 66.91, 67.28, 67.64, 68.1, 68.59, 68.97, 69.22, 69.36, 69.36,
  69.29, 69.2,
];
const YEARLY_START = 1952;
const TABLE_FROM = 1954;
const TABLE_TO = YEARLY_START + YEARLY.length - 1.5;

/** Value of a spline of [start, a0, a1, a2, a3] rows at year y, and where y falls in its segment. */
function spline(rows: readonly number[], end: number, y: number): { value: number; t: number } {
  let k = 0;
  while (k + 5 < rows.length && rows[k + 5] <= y) k += 5;
  const y0 = rows[k];
  const y1 = k + 5 < rows.length ? rows[k + 5] : end;
  const t = (y - y0) / (y1 - y0);
  return { value: rows[k + 1] + t * (rows[k + 2] + t * (rows[k + 3] + t * rows[k + 4])), t };
}

function splineDeltaT(y: number): number {
  const u = (y - 1955) / 100;
  return spline(SPLINE, SPLINE_END, y).value + 0.074 * u * u;
}

/** The 2016 spline with Δṅ = −0.086″/cy² (from its data to DE441) as a ΔT correction. */
function earlySpline(y: number): { value: number; t: number } {
  const b = y - 1955;
  const { value, t } = spline(EARLY_SPLINE, EARLY_END, y);
  return { value: value - 0.000091 * (-25.936 + 25.85) * b * b, t };
}

const earlyJoin = splineDeltaT(EARLY_END) - earlySpline(EARLY_END).value;
const LAST_EARLY_SEGMENT = EARLY_SPLINE[EARLY_SPLINE.length - 5];

function earlyDeltaT(y: number): number {
  const { value, t } = earlySpline(y);
  // Only the last segment (1720–1800) leans, and by its own position in it.
  return y >= LAST_EARLY_SEGMENT ? value + earlyJoin * t : value;
}

function tableDeltaT(y: number): number {
  const x = y - YEARLY_START;
  const i = Math.min(Math.max(Math.floor(x) - 1, 0), YEARLY.length - 4);
  const s = x - i;
  const [p0, p1, p2, p3] = [YEARLY[i], YEARLY[i + 1], YEARLY[i + 2], YEARLY[i + 3]];
  // Lagrange cubic through the four surrounding yearly values.
  return (
    (p0 * (s - 1) * (s - 2) * (s - 3)) / -6 +
    (p1 * s * (s - 2) * (s - 3)) / 2 +
    (p2 * s * (s - 1) * (s - 3)) / -2 +
    (p3 * s * (s - 1) * (s - 2)) / 6
  );
}

/** Integrated LOD model of Morrison et al. 2021 (up to a constant), seconds. */
function integratedLod(y: number): number {
  const t = (y - 1825) / 100;
  return 31.4115 * t * t + 284.8435805251424 * Math.cos(0.4487989505128276 * (t + 0.75));
}

function extrapolatedDeltaT(y: number): number {
  const d = y - 2000;
  return integratedLod(y) - 157.053025 + 0.243865722 * d - 0.00116941064 * d * d;
}

/** The long-term cubic, seconds (year − 2000 in years). */
function longTermDeltaT(y: number): number {
  const b = y - 2000;
  return (121 / 30000000) * b * b * b + (b * b) / 1250 + (521 / 3000) * b + 64;
}

const FUTURE_BLEND_YEARS = 8;
const futureGap = tableDeltaT(TABLE_TO) - extrapolatedDeltaT(TABLE_TO);
const LONG_TERM_FROM = 2200;
const LONG_TERM_BLEND_YEARS = 50;

function nearFutureDeltaT(y: number): number {
  // Fade the small step between the last observation and the extrapolation over a few years.
  const fade = Math.max(0, 1 - (y - TABLE_TO) / FUTURE_BLEND_YEARS);
  return extrapolatedDeltaT(y) + futureGap * fade;
}

export function deltaTSeconds(jdUt: number): number {
  const y = julianYear(jdUt);
  if (y < EARLY_END) return earlyDeltaT(y);
  if (y < TABLE_FROM) return splineDeltaT(y);
  if (y <= TABLE_TO) return tableDeltaT(y);
  if (y <= LONG_TERM_FROM) return nearFutureDeltaT(y);
  const w = Math.min(1, (y - LONG_TERM_FROM) / LONG_TERM_BLEND_YEARS);
  return (1 - w) * nearFutureDeltaT(y) + w * longTermDeltaT(y);
}
