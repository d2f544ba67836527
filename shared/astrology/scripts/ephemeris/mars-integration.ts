// Mars by numerical integration, its initial state fitted to VSOP87 where VSOP87 is sound.
//
// VSOP87 is fitted to DE200 and its Mars wanders from the modern JPL orbits away from the
// twentieth century: against Swiss Ephemeris (DE441) it is within 0.1″ (geocentric) over
// 1900–2050 but 0.5″ off in 1800 and 1.2″ by 2190, growing with the square of time. The
// integration keeps VSOP87's orbit where it is good and carries it out by physics instead of
// by the series' secular polynomials: all eight planets pull, and the Sun's relativistic term
// turns the perihelion (leaving it out costs 1.6″ at the ends). Its six initial values at J2000
// are the least-squares fit to VSOP87 over FIT_WINDOW.
import type { Vec3 } from './full-series';
import { integrate, type Perturber, twoWayPosition } from './numerical-integration';

const J2000 = 2451545.0;
/** Years over which the integrated orbit is fitted to VSOP87. */
export const FIT_WINDOW = [1925, 2075] as const;
/** Days between fitted samples; not a divisor of Mars' period, so phases spread evenly. */
const SAMPLE_DAYS = 7.3;
/** Half a day keeps RK4's error on Mars (period 687 d) under 10⁻¹¹ AU over two centuries. */
const STEP_DAYS = 0.5;

export interface MarsIntegration {
  position: (jd: number) => Vec3;
  /** RMS distance to VSOP87 over the fit window, AU. */
  fitRms: number;
}

/** Solves the symmetric positive-definite system a·x = b (small, dense) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row) => row.slice());
  const y = b.slice();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const f = m[j][i] / m[i][i];
      for (let k = i; k < n; k++) m[j][k] -= f * m[i][k];
      y[j] -= f * y[i];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i];
    for (let k = i + 1; k < n; k++) s -= m[i][k] * x[k];
    x[i] = s / m[i][i];
  }
  return x;
}

/**
 * @param vsopMars VSOP87 Mars' heliocentric state (storage frame, AU and AU/day): the fit target
 *   and the first guess.
 * @param perturbers the other planets (the Earth–Moon barycentre as one body), heliocentric.
 */
export function integrateMars(
  sunGm: number,
  marsGm: number,
  vsopMars: (jd: number) => number[],
  perturbers: Perturber[],
  start: number,
  end: number,
): MarsIntegration {
  const options = { relativisticGm: sunGm };
  const run = (state: number[], from: number, to: number) => {
    const body = [{ gm: marsGm, state }];
    return twoWayPosition(
      integrate(sunGm, body, perturbers, J2000, from, STEP_DAYS, options),
      integrate(sunGm, body, perturbers, J2000, to, STEP_DAYS, options),
      0,
    );
  };

  const from = J2000 + (FIT_WINDOW[0] - 2000) * 365.25;
  const to = J2000 + (FIT_WINDOW[1] - 2000) * 365.25;
  const samples: number[] = [];
  for (let jd = from; jd <= to; jd += SAMPLE_DAYS) samples.push(jd);
  const target = samples.map((jd) => vsopMars(jd));
  const residuals = (state: number[]) => {
    const position = run(state, from - 1, to + 1);
    return samples.flatMap((jd, i) => {
      const p = position(jd);
      return [p[0] - target[i][0], p[1] - target[i][1], p[2] - target[i][2]];
    });
  };

  // Gauss–Newton with numerical partials; the problem is nearly linear, so it settles in two steps.
  let state = vsopMars(J2000).slice(0, 6);
  let fitRms = Infinity;
  for (let iteration = 0; iteration < 4; iteration++) {
    const r0 = residuals(state);
    fitRms = Math.sqrt(r0.reduce((s, v) => s + v * v, 0) / samples.length);
    const columns = state.map((_, p) => {
      const delta = p < 3 ? 1e-8 : 1e-10;
      const nudged = state.slice();
      nudged[p] += delta;
      return residuals(nudged).map((v, k) => (v - r0[k]) / delta);
    });
    const normal = columns.map((ci) =>
      columns.map((cj) => ci.reduce((s, v, k) => s + v * cj[k], 0)),
    );
    const rhs = columns.map((ci) => -ci.reduce((s, v, k) => s + v * r0[k], 0));
    const step = solve(normal, rhs);
    state = state.map((v, p) => v + step[p]);
    if (Math.hypot(step[0], step[1], step[2]) < 1e-12) break;
  }
  return { position: run(state, start, end), fitRms };
}
