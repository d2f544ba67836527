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

function rotateZ(v: readonly number[], angle: number): Vec3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [c * v[0] + s * v[1], -s * v[0] + c * v[1], v[2]];
}

export const icrfEquatorialToFrame = (v: readonly number[], offset = 0): Vec3 =>
  rotateX(v, FRAME_OBLIQUITY, offset);

export const horizonsEclipticToFrame = (v: readonly number[], offset = 0): Vec3 =>
  rotateX(v, FRAME_OBLIQUITY - HORIZONS_OBLIQUITY, offset);

/**
 * VSOP87 and ELP/MPP02 are referred to dynamical J2000 frames tied to DE200/DE405. Their
 * equinoxes sit a few hundredths of an arcsecond from the ICRF one; `equinoxOffset` (arcsec) is
 * the rotation about the ecliptic pole that carries them onto the storage frame.
 */
export const dynamicalEclipticToFrame = (v: Vec3, equinoxOffset: number): Vec3 =>
  rotateZ(v, -equinoxOffset * ARCSEC);
