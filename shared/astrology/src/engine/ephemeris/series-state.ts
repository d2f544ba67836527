import { chebyshevWithDerivative } from './chebyshev';
import type { ChebyshevSeries } from './chebyshev-series';

const tmp = [0, 0];

/**
 * Position (AU) and velocity (AU/day) of a fitted body at `jd` (TT), written to
 * out[offset … offset+5]. Throws outside the covered time span.
 */
export function seriesState(
  series: ChebyshevSeries,
  jd: number,
  out: Float64Array,
  offset = 0,
): void {
  if (!(jd >= series.start && jd < series.end)) {
    throw new RangeError(`JD ${jd} is outside the ephemeris range ${series.start}–${series.end}`);
  }
  // A block's segment length is its span over a whole count, so rounding can land on `count`.
  const seg = Math.min(Math.floor((jd - series.start) / series.days), series.count - 1);
  const x = (2 * (jd - series.start - seg * series.days)) / series.days - 1;
  const n = series.degree;
  const scale = 2 / series.days;
  for (let k = 0; k < 3; k++) {
    chebyshevWithDerivative(series.coeffs, (seg * 3 + k) * n, n, x, tmp);
    out[offset + k] = tmp[0];
    out[offset + 3 + k] = tmp[1] * scale;
  }
}
