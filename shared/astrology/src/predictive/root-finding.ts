/** Signed difference a − b folded into (−180°, 180°]. */
export function angleDiff(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  else if (d <= -180) d += 360;
  return d;
}

/** An arcsecond, in degrees. */
export const ARCSECOND = 1 / 3600;

/**
 * The instant in [a, b] where `offset(t)` (degrees, monotonic on the bracket) is zero, to within
 * `tolerance` degrees. Newton steps use the body's speed; a step that leaves the bracket, or a
 * speed near zero (close to a station), falls back to bisection, so it always converges.
 */
export function solveCrossing(
  evaluate: (t: number) => { offset: number; speed: number },
  a: number,
  b: number,
  fa: number,
  fb: number,
  tolerance: number,
  /** A first guess inside the bracket, e.g. from interpolating the samples. */
  guess?: number,
): number {
  let t =
    guess !== undefined && guess > a && guess < b
      ? guess
      : fa === fb
        ? (a + b) / 2
        : a + ((b - a) * fa) / (fa - fb);
  for (let i = 0; i < 60; i++) {
    const { offset, speed } = evaluate(t);
    if (Math.abs(offset) <= tolerance) {
      // One more Newton step, free of charge: the arc is already within tolerance, and this
      // pins the time too (a slow planet stays within a tenth of an arcsecond for minutes).
      const polished = speed === 0 ? t : t - offset / speed;
      return polished >= a && polished <= b ? polished : t;
    }
    if (Math.sign(offset) === Math.sign(fa)) {
      a = t;
      fa = offset;
    } else {
      b = t;
      fb = offset;
    }
    const newton = speed === 0 ? NaN : t - offset / speed;
    t = newton > a && newton < b ? newton : (a + b) / 2;
    if (b - a < 1e-9) return t;
  }
  return t;
}

/**
 * The instant in [a, b] where `speed(t)` changes sign (a station), to within `tolerance` days:
 * regula falsi with the Illinois modification, which keeps both ends moving.
 */
export function solveStation(
  speed: (t: number) => number,
  a: number,
  b: number,
  sa: number,
  sb: number,
  tolerance: number,
): number {
  let side = 0;
  for (let i = 0; i < 100 && b - a > tolerance; i++) {
    const t = (a * sb - b * sa) / (sb - sa);
    const st = speed(t);
    if (st === 0) return t;
    if (Math.sign(st) === Math.sign(sa)) {
      a = t;
      sa = st;
      if (side === -1) sb /= 2;
      side = -1;
    } else {
      b = t;
      sb = st;
      if (side === 1) sa /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}

/**
 * Where the cubic Hermite curve through (a, fa, slope sa) and (b, fb, slope sb) crosses zero,
 * found by a few Newton steps on the polynomial: a first guess for `solveCrossing` that is
 * usually within arcseconds, so one real evaluation and one Newton step finish the job.
 */
export function hermiteCrossing(
  a: number,
  b: number,
  fa: number,
  fb: number,
  sa: number,
  sb: number,
): number {
  const h = b - a;
  const m0 = sa * h;
  const m1 = sb * h;
  // f(u) = c0 + c1 u + c2 u² + c3 u³ on u ∈ [0, 1].
  const c0 = fa;
  const c1 = m0;
  const c2 = -3 * fa + 3 * fb - 2 * m0 - m1;
  const c3 = 2 * fa - 2 * fb + m0 + m1;
  let u = fa === fb ? 0.5 : fa / (fa - fb);
  for (let i = 0; i < 8; i++) {
    const f = c0 + u * (c1 + u * (c2 + u * c3));
    const d = c1 + u * (2 * c2 + 3 * u * c3);
    if (d === 0) break;
    const next = u - f / d;
    if (!(next > 0 && next < 1)) break;
    if (Math.abs(next - u) < 1e-12) {
      u = next;
      break;
    }
    u = next;
  }
  return a + u * h;
}
