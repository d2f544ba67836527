// Published JPL Horizons values (public domain, NASA/JPL) that seed the numerical integration of
// the bodies VSOP87 does not cover well enough. Frames: "ICRF equatorial" is the ICRF/J2000
// axes; "ICRF ecliptic" is Horizons' J2000 ecliptic (obliquity 84381.448″).
import { AU_KM } from '../../src/engine/frames/constants';

/** GM in km³/s² (DE440, NAIF gm_de440.tpc); planets are system barycentres. */
export const GM = {
  sun: 1.3271244004127942e11,
  mercury: 22031.868551,
  venus: 324858.592,
  earthMoon: 403503.2356254802,
  mars: 42828.375815756,
  jupiter: 126712764.1,
  saturn: 37940584.8418,
  uranus: 5794556.4,
  neptune: 6836527.10058,
};

/** A GM in km³/s² in the integrations' units, AU³/day². */
export const gmInAuPerDay = (kmCubedPerSecondSquared: number) =>
  (kmCubedPerSecondSquared * 86400 * 86400) / (AU_KM * AU_KM * AU_KM);

/** Earth/Moon mass ratio of DE430/DE431. */
export const EARTH_MOON_MASS_RATIO = 81.30056907419062;

/**
 * Heliocentric osculating elements of the Uranus and Neptune system barycentres at
 * 2000-01-01 12:00 TDB (JD 2451545.0), ICRF ecliptic: e, q (AU), i, Ω, ω (deg), a (AU).
 */
export const BARYCENTRE_ELEMENTS_J2000 = {
  uranus: [
    4.440552558427553e-2, 1.837552425376382e1, 7.725675263741457e-1, 7.39894163012876e1,
    9.654166904616822e1, 1.922941660477798e1,
  ],
  neptune: [
    1.121514293584095e-2, 2.976602302815446e1, 1.76798634857378, 1.317938660576663e2,
    2.65648945399815e2, 3.010363964971507e1,
  ],
} as const;

/** Barycentric ICRF equatorial positions (km) at JD 2451545.0 TDB, DE441; give the phase. */
export const BARYCENTRIC_POSITIONS_J2000_KM = {
  sun: [-1.067706805380953e6, -3.960361847959462e5, -1.380651842868809e5],
  uranus: [2.157907112723417e9, -1.871307099571182e9, -8.501069259961469e8],
  neptune: [2.513978816984908e9, -3.438170168305322e9, -1.469851595078865e9],
} as const;

/**
 * Pluto system barycentre, heliocentric osculating elements at JD 2451545.0 TDB, ICRF ecliptic:
 * e, q (AU), i, Ω, ω (deg), a (AU). Like the planets' they carry no phase.
 */
export const PLUTO_BARYCENTRE_ELEMENTS_J2000 = [
  2.446745123195729e-1, 2.965735480828985e1, 1.715136439626299e1, 1.10286929741788e2,
  1.1376290248852e2, 3.926433741745738e1,
] as const;

/** 2060 Chiron, heliocentric ICRF equatorial state at JD 2451545.0 TDB (JPL#171, DE441), AU, AU/day. */
export const CHIRON_STATE_J2000 = [
  -3.529597323721606, -8.675401114502414, -2.935904700117773, 4.971227226758336e-3,
  -3.626418894486951e-3, -8.257960206970693e-4,
] as const;
