import { ARCSEC, DAYS_PER_CENTURY, J2000 } from './constants';

export type Matrix3 = [number, number, number, number, number, number, number, number, number];

/** IAU 2006 mean obliquity of the ecliptic (Capitaine et al. 2003), radians. */
export function meanObliquity(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_CENTURY;
  return (
    (84381.406 +
      t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-5.76e-7 - 4.34e-8 * t))))) *
    ARCSEC
  );
}

/**
 * The stored ephemerides use the ICRF ecliptic of J2000: the ICRF axes turned about x by the
 * IAU 2006 J2000 obliquity.
 */
export const FRAME_OBLIQUITY = 84381.406 * ARCSEC;

function multiply(a: Matrix3, b: Matrix3): Matrix3 {
  return [
    a[0] * b[0] + a[1] * b[3] + a[2] * b[6],
    a[0] * b[1] + a[1] * b[4] + a[2] * b[7],
    a[0] * b[2] + a[1] * b[5] + a[2] * b[8],
    a[3] * b[0] + a[4] * b[3] + a[5] * b[6],
    a[3] * b[1] + a[4] * b[4] + a[5] * b[7],
    a[3] * b[2] + a[4] * b[5] + a[5] * b[8],
    a[6] * b[0] + a[7] * b[3] + a[8] * b[6],
    a[6] * b[1] + a[7] * b[4] + a[8] * b[7],
    a[6] * b[2] + a[7] * b[5] + a[8] * b[8],
  ];
}

function rotX(angle: number): Matrix3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [1, 0, 0, 0, c, s, 0, -s, c];
}

function rotZ(angle: number): Matrix3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [c, s, 0, -s, c, 0, 0, 0, 1];
}

/**
 * Rotation from the J2000 ecliptic (the frame of the stored ephemerides) to the mean ecliptic
 * and equinox of date, built from the IAU 2006 Fukushima–Williams precession angles.
 */
export function eclipticPrecessionMatrix(jdTt: number): Matrix3 {
  const t = (jdTt - J2000) / DAYS_PER_CENTURY;
  // Fukushima–Williams angles including the ICRS frame bias (SOFA iauPfw06).
  const gamma =
    -0.052928 * ARCSEC +
    (10.556378 + t * (0.4932044 + t * (-0.00031238 + t * (-2.788e-6 + 2.6e-8 * t)))) * t * ARCSEC;
  const phi =
    (84381.412819 +
      t * (-46.811016 + t * (0.0511268 + t * (0.00053289 + t * (-4.4e-7 - 1.76e-8 * t))))) *
    ARCSEC;
  const psi =
    -0.041775 * ARCSEC +
    (5038.481484 + t * (1.5584175 + t * (-0.00018522 + t * (-2.6452e-5 - 1.48e-8 * t)))) *
      t *
      ARCSEC;
  // frame ecliptic → ICRF equator → (γ, φ, ψ) → mean ecliptic of date
  return multiply(rotZ(-psi), multiply(rotX(phi), multiply(rotZ(gamma), rotX(-FRAME_OBLIQUITY))));
}
