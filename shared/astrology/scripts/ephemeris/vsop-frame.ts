import { icrfEquatorialToFrame } from './frame-conversions';
import type { Vec3 } from './full-series';

/**
 * VSOP87 J2000 ecliptic → FK5 J2000 equator (Bretagnon & Francou 1988, VSOP87 notes); FK5 and
 * the ICRF agree to a few hundredths of an arcsecond, below the error budget.
 */
export function vsopToFrame(v: Vec3): Vec3 {
  const eq = [
    v[0] + 0.00000044036 * v[1] - 0.000000190919 * v[2],
    -0.000000479966 * v[0] + 0.917482137087 * v[1] - 0.397776982902 * v[2],
    0.397776982902 * v[1] + 0.917482137087 * v[2],
  ];
  return icrfEquatorialToFrame(eq);
}
