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
 * up to 2″. House cusps are compared with it to the arcsecond, so the engine follows that
 * convention there. The offsets (arcsec, polynomials in Julian centuries TT from J2000) were
 * measured from Swiss Ephemeris 2.10.03 sidereal times; they reproduce them to 0.1″.
 */
function longTermConventionOffset(jdUt: number, t: number): number {
  if (jdUt < JD_1850) return (1.14924841 + 0.75860228 * t) * ARCSEC;
  if (jdUt >= JD_2050)
    return (1.91945323 + t * (0.00956065 + t * (0.04540258 - 0.17965916 * t))) * ARCSEC;
  return 0;
}
