// Chebyshev interpolation at the Chebyshev nodes of the first kind: near-minimax and exact for
// polynomials of degree < n, which is what the segment-by-segment fits need.
export function chebyshevNodes(n: number): number[] {
  return Array.from({ length: n }, (_, j) => Math.cos((Math.PI * (j + 0.5)) / n));
}

/** Coefficients c0 … c(n−1) from samples f(x_j) taken at `chebyshevNodes(n)`. */
export function chebyshevCoefficients(samples: number[]): number[] {
  const n = samples.length;
  const c: number[] = [];
  for (let k = 0; k < n; k++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += samples[j] * Math.cos((Math.PI * k * (j + 0.5)) / n);
    c.push(((k === 0 ? 1 : 2) / n) * s);
  }
  return c;
}
