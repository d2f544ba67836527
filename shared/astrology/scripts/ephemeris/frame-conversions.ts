// Rotations into the engine's storage frame: the ICRF ecliptic of J2000 with the IAU 2006
// obliquity (see src/engine/frames/precession.ts).
import { ARCSEC } from '../../src/engine/frames/constants';
import { FRAME_OBLIQUITY } from '../../src/engine/frames/precession';
import type { Vec3 } from './full-series';

const HORIZONS_OBLIQUITY = 84381.448 * ARCSEC;

function rotateX(v: readonly number[], angle: number, offset = 0): Vec3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const x = v[offset];
  const y = v[offset + 1];
  const z = v[offset + 2];
  return [x, c * y + s * z, -s * y + c * z];
}

export const icrfEquatorialToFrame = (v: readonly number[], offset = 0): Vec3 =>
  rotateX(v, FRAME_OBLIQUITY, offset);

export const horizonsEclipticToFrame = (v: readonly number[], offset = 0): Vec3 =>
  rotateX(v, FRAME_OBLIQUITY - HORIZONS_OBLIQUITY, offset);
