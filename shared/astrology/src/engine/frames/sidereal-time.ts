import { ARCSEC, DAYS_PER_CENTURY, J2000, TWO_PI, normalizeRadians } from './constants';

/**
 * Greenwich apparent sidereal time in radians (IAU 2006: Earth rotation angle plus the
 * precession polynomial of Capitaine et al. 2003, plus the equation of the equinoxes with its
 * two largest complementary terms).
 */
export function apparentSiderealTime(
  jdUt: number,
  jdTt: number,
  dpsi: number,
  trueObliquity: number,
): number {
  const du = jdUt - J2000;
  const era = TWO_PI * ((0.779057273264 + 0.00273781191135448 * du + du) % 1);
  const t = (jdTt - J2000) / DAYS_PER_CENTURY;
  const poly =
    (0.014506 +
      t *
        (4612.156534 +
          t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 - 0.0000000368 * t))))) *
    ARCSEC;
  const om = (450160.398036 - 6962890.5431 * t) * ARCSEC;
  const eqeq =
    dpsi * Math.cos(trueObliquity) +
    (0.00264096 * Math.sin(om) + 0.00006352 * Math.sin(2 * om)) * ARCSEC;
  return normalizeRadians(era + poly + eqeq - longTermConventionOffset(jdUt, t));
}

const JD_1850 = 2396758.5;
const JD_2050 = 2469807.5;

/**
 * Swiss Ephemeris, the de-facto reference for astrological charts, leaves the IAU 2006 formula
 * before 1850 and after 2050 for a long-term sidereal time of its own, which differs from it by
 * up to 8″ in 1500 and 19″ in 2500. House cusps are compared with it to the arcsecond, so the
 * engine follows that convention there. The offsets (arcsec, quartics in Julian centuries TT
 * from J2000) were fitted to 300 Swiss Ephemeris 2.10.03 sidereal times each over 1500–1850 and
 * 2050–2500; they reproduce them to 0.24″ and 0.03″.
 */
function longTermConventionOffset(jdUt: number, t: number): number {
  if (jdUt < JD_1850) {
    return (
      (21.21901545 + t * (30.65648851 + t * (15.0914 + t * (2.95133894 + 0.18542952 * t)))) * ARCSEC
    );
  }
  if (jdUt >= JD_2050) {
    return (
      (2.04910015 + t * (-0.28534558 + t * (0.25228843 + t * (-0.23780595 + 0.00641385 * t)))) *
      ARCSEC
    );
  }
  return 0;
}
