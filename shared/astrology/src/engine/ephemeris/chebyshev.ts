/**
 * Evaluates a Chebyshev series and its derivative at x ∈ [−1, 1] (Clenshaw recurrence).
 * `coeffs[offset .. offset+n)` hold c0 … c(n−1); the result is written to out[0] (value) and
 * out[1] (d/dx).
 */
export function chebyshevWithDerivative(
  coeffs: Float64Array,
  offset: number,
  n: number,
  x: number,
  out: number[],
): void {
  let b1 = 0;
  let b2 = 0;
  let d1 = 0;
  let d2 = 0;
  const x2 = 2 * x;
  for (let k = n - 1; k >= 1; k--) {
    const b0 = x2 * b1 - b2 + coeffs[offset + k];
    const d0 = x2 * d1 - d2 + 2 * b1;
    b2 = b1;
    b1 = b0;
    d2 = d1;
    d1 = d0;
  }
  out[0] = x * b1 - b2 + coeffs[offset];
  out[1] = x * d1 - d2 + b1;
}
