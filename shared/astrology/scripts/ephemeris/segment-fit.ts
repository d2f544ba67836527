import { chebyshevCoefficients, chebyshevNodes } from './chebyshev-fit';
import type { Vec3 } from './full-series';

/** A body's position fitted segment by segment over [start, start + count·days). */
export interface SegmentFit {
  start: number;
  days: number;
  degree: number;
  count: number;
  /** Per segment: x coefficients, then y, then z (`degree` each). */
  coeffs: Float64Array;
}

export function fitSegments(
  position: (jd: number) => Vec3,
  start: number,
  end: number,
  days: number,
  degree: number,
): SegmentFit {
  const count = Math.ceil((end - start) / days);
  const coeffs = new Float64Array(count * 3 * degree);
  const nodes = chebyshevNodes(degree);
  for (let s = 0; s < count; s++) {
    const mid = start + (s + 0.5) * days;
    const samples = nodes.map((x) => position(mid + (x * days) / 2));
    for (let k = 0; k < 3; k++) {
      const c = chebyshevCoefficients(samples.map((p) => p[k]));
      coeffs.set(c, (s * 3 + k) * degree);
    }
  }
  return { start, days, degree, count, coeffs };
}

/** Like `fitSegments`, but with `count` equal segments exactly spanning [start, end). */
export function fitBlock(
  position: (jd: number) => Vec3,
  start: number,
  end: number,
  count: number,
  degree: number,
): SegmentFit {
  const days = (end - start) / count;
  const coeffs = new Float64Array(count * 3 * degree);
  const nodes = chebyshevNodes(degree);
  for (let s = 0; s < count; s++) {
    const mid = start + (s + 0.5) * days;
    const samples = nodes.map((x) => position(mid + (x * days) / 2));
    for (let k = 0; k < 3; k++) {
      coeffs.set(chebyshevCoefficients(samples.map((p) => p[k])), (s * 3 + k) * degree);
    }
  }
  return { start, days, degree, count, coeffs };
}
