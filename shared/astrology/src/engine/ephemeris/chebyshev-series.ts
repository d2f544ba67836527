/**
 * A body's position over [start, end) as consecutive segments of `days` days, each holding
 * `degree` Chebyshev coefficients for x, then y, then z (AU, storage frame, TT).
 */
export interface ChebyshevSeries {
  start: number;
  end: number;
  days: number;
  degree: number;
  count: number;
  coeffs: Float64Array;
}
