import { DEG, normalizeDegrees } from '../frames/constants';

export const HOUSE_SYSTEMS = [
  'placidus',
  'koch',
  'whole-sign',
  'equal',
  'porphyry',
  'regiomontanus',
  'campanus',
] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

export interface Angles {
  asc: number;
  mc: number;
  vertex: number;
}

export interface HouseResult {
  /** System actually used (Porphyry when Placidus or Koch is undefined at the latitude). */
  system: HouseSystem;
  requestedSystem: HouseSystem;
  /** Set when the requested system could not be used; explains the substitution. */
  fallback: string | null;
  /** Cusps 1–12, degrees [0, 360). */
  cusps: number[];
  angles: Angles;
}

const RAD = 1 / DEG;

/**
 * Longitude where a great circle through the horizon's north and south points meets the
 * ecliptic: `ra` is the right ascension where that circle crosses the equator on the eastern
 * side and `pole` its pole height. With ra = ARMC + 90° and pole = latitude it is the Ascendant.
 */
function ecliptic(ra: number, pole: number, eps: number): number {
  return normalizeDegrees(
    Math.atan2(Math.sin(ra), Math.cos(ra) * Math.cos(eps) - Math.tan(pole) * Math.sin(eps)) * RAD,
  );
}

function ascendant(armc: number, lat: number, eps: number): number {
  return ecliptic(armc + Math.PI / 2, lat, eps);
}

function midheaven(armc: number, eps: number): number {
  return normalizeDegrees(Math.atan2(Math.sin(armc), Math.cos(armc) * Math.cos(eps)) * RAD);
}

/** Ecliptic longitude with a given right ascension. */
function longitudeOfRa(ra: number, eps: number): number {
  return Math.atan2(Math.sin(ra), Math.cos(ra) * Math.cos(eps));
}

function opposite(lon: number): number {
  return normalizeDegrees(lon + 180);
}

/** Fills cusps 4–9 from 10–12 and 1–3. */
function mirror(c: number[]): number[] {
  const out = c.slice();
  out[3] = opposite(c[9]);
  out[4] = opposite(c[10]);
  out[5] = opposite(c[11]);
  out[6] = opposite(c[0]);
  out[7] = opposite(c[1]);
  out[8] = opposite(c[2]);
  return out;
}

function placidusCusp(
  armc: number,
  lat: number,
  eps: number,
  fraction: number,
  above: boolean,
): number {
  // Iterate: the cusp is the ecliptic point whose hour angle is `fraction` of its semi-arc.
  let lon = longitudeOfRa(armc + (above ? 1 : -1) * fraction * Math.PI, eps);
  for (let i = 0; i < 100; i++) {
    const decl = Math.asin(Math.sin(eps) * Math.sin(lon));
    const x = Math.tan(lat) * Math.tan(decl);
    if (Math.abs(x) > 1) return NaN;
    const ad = Math.asin(x);
    const ra = above
      ? armc + fraction * (Math.PI / 2 + ad)
      : armc + Math.PI - fraction * (Math.PI / 2 - ad);
    const next = longitudeOfRa(ra, eps);
    const diff = Math.atan2(Math.sin(next - lon), Math.cos(next - lon));
    lon = next;
    if (Math.abs(diff) < 1e-13) break;
  }
  return normalizeDegrees(lon * RAD);
}

function placidus(
  armc: number,
  lat: number,
  eps: number,
  asc: number,
  mc: number,
): number[] | null {
  const c = new Array<number>(12).fill(0);
  c[0] = asc;
  c[9] = mc;
  c[10] = placidusCusp(armc, lat, eps, 1 / 3, true);
  c[11] = placidusCusp(armc, lat, eps, 2 / 3, true);
  c[1] = placidusCusp(armc, lat, eps, 2 / 3, false);
  c[2] = placidusCusp(armc, lat, eps, 1 / 3, false);
  return [c[10], c[11], c[1], c[2]].some(Number.isNaN) ? null : mirror(c);
}

function koch(armc: number, lat: number, eps: number, asc: number, mc: number): number[] | null {
  // Koch divides the MC degree's diurnal semi-arc into thirds and takes the Ascendant at each.
  const declMc = Math.asin(Math.sin(eps) * Math.sin(mc * DEG));
  const x = Math.tan(lat) * Math.tan(declMc);
  if (Math.abs(x) > 1) return null;
  const ad = Math.asin(x);
  const third = (Math.PI / 2 + ad) / 3;
  const c = new Array<number>(12).fill(0);
  c[0] = asc;
  c[9] = mc;
  c[10] = ascendant(armc - 2 * third, lat, eps);
  c[11] = ascendant(armc - third, lat, eps);
  c[1] = ascendant(armc + third, lat, eps);
  c[2] = ascendant(armc + 2 * third, lat, eps);
  return mirror(c);
}

function porphyry(asc: number, mc: number): number[] {
  const c = new Array<number>(12).fill(0);
  const upper = normalizeDegrees(asc - mc); // MC → ASC
  const lower = 180 - upper; // ASC → IC
  c[0] = asc;
  c[9] = mc;
  c[10] = normalizeDegrees(mc + upper / 3);
  c[11] = normalizeDegrees(mc + (2 * upper) / 3);
  c[1] = normalizeDegrees(asc + lower / 3);
  c[2] = normalizeDegrees(asc + (2 * lower) / 3);
  return mirror(c);
}

function regiomontanus(armc: number, lat: number, eps: number, asc: number, mc: number): number[] {
  const c = new Array<number>(12).fill(0);
  c[0] = asc;
  c[9] = mc;
  const cusp = (h: number) => ecliptic(armc + h, Math.atan(Math.tan(lat) * Math.sin(h)), eps);
  c[10] = cusp(30 * DEG);
  c[11] = cusp(60 * DEG);
  c[1] = cusp(120 * DEG);
  c[2] = cusp(150 * DEG);
  return mirror(c);
}

function campanus(armc: number, lat: number, eps: number, asc: number, mc: number): number[] {
  const c = new Array<number>(12).fill(0);
  c[0] = asc;
  c[9] = mc;
  // Prime-vertical division: the circle through N and S at angle h from the zenith meets the
  // equator at hour angle atan(tan h · cos φ) and has pole height asin(sin φ · sin h).
  const cusp = (h: number) => {
    const ha = Math.atan2(Math.sin(h) * Math.cos(lat), Math.cos(h));
    return ecliptic(armc + ha, Math.asin(Math.sin(lat) * Math.sin(h)), eps);
  };
  c[10] = cusp(30 * DEG);
  c[11] = cusp(60 * DEG);
  c[1] = cusp(120 * DEG);
  c[2] = cusp(150 * DEG);
  return mirror(c);
}

function equal(asc: number): number[] {
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(asc + 30 * i));
}

function wholeSign(asc: number): number[] {
  const first = Math.floor(asc / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(first + 30 * i));
}

/**
 * House cusps and angles for a sidereal time (ARMC, degrees), geographic latitude (degrees)
 * and true obliquity (radians).
 */
export function computeHouses(
  armcDeg: number,
  latDeg: number,
  eps: number,
  system: HouseSystem,
): HouseResult {
  const armc = armcDeg * DEG;
  const lat = latDeg * DEG;
  const mc = midheaven(armc, eps);
  let asc = ascendant(armc, lat, eps);
  // Keep the Ascendant on the eastern horizon: it must lie within 180° after the MC.
  if (normalizeDegrees(asc - mc) > 180) asc = opposite(asc);
  const colat = latDeg >= 0 ? 90 * DEG - lat : -90 * DEG - lat;
  let vertex = ascendant(armc + Math.PI, colat, eps);
  if (normalizeDegrees(vertex - opposite(mc)) > 180) vertex = opposite(vertex);
  const angles = { asc, mc, vertex };

  // Within the polar circles some ecliptic degrees never rise or set, and the time-division
  // systems lose their meaning (as in Swiss Ephemeris, which also switches to Porphyry).
  const polar = Math.abs(lat) >= Math.PI / 2 - eps;
  let cusps: number[] | null;
  switch (system) {
    case 'placidus':
      cusps = polar ? null : placidus(armc, lat, eps, asc, mc);
      break;
    case 'koch':
      cusps = polar ? null : koch(armc, lat, eps, asc, mc);
      break;
    case 'porphyry':
      cusps = porphyry(asc, mc);
      break;
    case 'regiomontanus':
      cusps = regiomontanus(armc, lat, eps, asc, mc);
      break;
    case 'campanus':
      cusps = campanus(armc, lat, eps, asc, mc);
      break;
    case 'equal':
      cusps = equal(asc);
      break;
    case 'whole-sign':
      cusps = wholeSign(asc);
      break;
  }
  if (cusps === null) {
    return {
      system: 'porphyry',
      requestedSystem: system,
      fallback: `${system} houses are undefined at latitude ${latDeg.toFixed(4)}°; Porphyry houses are shown instead`,
      cusps: porphyry(asc, mc),
      angles,
    };
  }
  return { system, requestedSystem: system, fallback: null, cusps, angles };
}

/** House (1–12) containing an ecliptic longitude. */
export function houseOf(lon: number, cusps: number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i];
    const width = normalizeDegrees(cusps[(i + 1) % 12] - start);
    if (normalizeDegrees(lon - start) < width) return i + 1;
  }
  return 12;
}
