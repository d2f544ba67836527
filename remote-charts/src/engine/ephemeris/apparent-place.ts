import { ARCSEC, DAYS_PER_CENTURY, J2000, LIGHT_DAYS_PER_AU, TWO_PI } from '../frames/constants';
import type { Matrix3 } from '../frames/precession';

/**
 * Source of geometric states: heliocentric for planets (AU, AU/day) and geocentric for the Moon
 * (AU, AU/day), all on the J2000 ecliptic and in TT. `out` receives x, y, z, vx, vy, vz.
 */
export interface StateSource {
  state(body: number, jdTt: number, out: Float64Array): void;
}

export interface ApparentPosition {
  /** Ecliptic longitude of date, degrees [0, 360). */
  lon: number;
  /** Ecliptic latitude of date, degrees. */
  lat: number;
  /** Distance from the geocentre, AU. */
  distance: number;
  /** Daily motion in longitude, degrees/day. */
  speed: number;
  /** Daily motion in latitude, degrees/day. */
  latSpeed: number;
}

/** Per-instant quantities shared by every body of one chart. */
export interface Epoch {
  jdTt: number;
  /** J2000 ecliptic → mean ecliptic of date. */
  precession: Matrix3;
  /** Nutation in longitude, radians. */
  dpsi: number;
  /** Earth's heliocentric state at jdTt. */
  earth: Float64Array;
}

const C_AU_PER_DAY = 1 / LIGHT_DAYS_PER_AU;
/** 2GM☉/c² in AU: scale of the gravitational deflection of light by the Sun. */
const SCHWARZSCHILD_AU = 1.97412574336e-8;
const RAD_TO_DEG = 180 / Math.PI;

/** Precession rate in longitude (IAU 2006 p_A derivative), radians/day. */
function precessionRate(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_CENTURY;
  return ((5028.796195 + 2 * 1.1054348 * t) * ARCSEC) / DAYS_PER_CENTURY;
}

const scratch = new Float64Array(6);

function toEcliptic(
  epoch: Epoch,
  px: number,
  py: number,
  pz: number,
  vx: number,
  vy: number,
  vz: number,
  distance: number,
): ApparentPosition {
  const m = epoch.precession;
  const x = m[0] * px + m[1] * py + m[2] * pz;
  const y = m[3] * px + m[4] * py + m[5] * pz;
  const z = m[6] * px + m[7] * py + m[8] * pz;
  const dx = m[0] * vx + m[1] * vy + m[2] * vz;
  const dy = m[3] * vx + m[4] * vy + m[5] * vz;
  const dz = m[6] * vx + m[7] * vy + m[8] * vz;
  const rho2 = x * x + y * y;
  const r2 = rho2 + z * z;
  let lon = Math.atan2(y, x) + epoch.dpsi;
  lon %= TWO_PI;
  if (lon < 0) lon += TWO_PI;
  const lat = Math.atan2(z, Math.sqrt(rho2));
  const lonRate = (x * dy - y * dx) / rho2 + precessionRate(epoch.jdTt);
  const latRate = (dz * r2 - z * (x * dx + y * dy + z * dz)) / (r2 * Math.sqrt(rho2));
  return {
    lon: lon * RAD_TO_DEG,
    lat: lat * RAD_TO_DEG,
    distance,
    speed: lonRate * RAD_TO_DEG,
    latSpeed: latRate * RAD_TO_DEG,
  };
}

/**
 * Relativistic annual aberration (Explanatory Supplement 1992, eq. 3.252-3) applied to the unit
 * vector (ux, uy, uz); the observer's velocity is the Earth's heliocentric velocity, which
 * differs from the barycentric one by about 13 m/s (≈ 0.01″).
 */
function aberrate(u: number[], earth: Float64Array): void {
  const vx = earth[3] / C_AU_PER_DAY;
  const vy = earth[4] / C_AU_PER_DAY;
  const vz = earth[5] / C_AU_PER_DAY;
  const v2 = vx * vx + vy * vy + vz * vz;
  const bInv = Math.sqrt(1 - v2);
  const pv = u[0] * vx + u[1] * vy + u[2] * vz;
  const f = 1 + pv / (1 + bInv);
  const denom = 1 + pv;
  u[0] = (bInv * u[0] + f * vx) / denom;
  u[1] = (bInv * u[1] + f * vy) / denom;
  u[2] = (bInv * u[2] + f * vz) / denom;
}

const unit = [0, 0, 0];

/** Apparent geocentric place of the Sun. */
export function apparentSun(epoch: Epoch): ApparentPosition {
  const e = epoch.earth;
  const dist = Math.hypot(e[0], e[1], e[2]);
  unit[0] = -e[0] / dist;
  unit[1] = -e[1] / dist;
  unit[2] = -e[2] / dist;
  aberrate(unit, e);
  return toEcliptic(
    epoch,
    unit[0] * dist,
    unit[1] * dist,
    unit[2] * dist,
    -e[3],
    -e[4],
    -e[5],
    dist,
  );
}

/** Apparent geocentric place of a body whose source state is heliocentric. */
export function apparentPlanet(epoch: Epoch, source: StateSource, body: number): ApparentPosition {
  const e = epoch.earth;
  let tau = 0;
  let dx = 0;
  let dy = 0;
  let dz = 0;
  let dist = 0;
  for (let i = 0; i < 3; i++) {
    source.state(body, epoch.jdTt - tau, scratch);
    dx = scratch[0] - e[0];
    dy = scratch[1] - e[1];
    dz = scratch[2] - e[2];
    dist = Math.sqrt(dx * dx + dy * dy + dz * dz);
    tau = dist * LIGHT_DAYS_PER_AU;
  }
  // Gravitational deflection by the Sun (Explanatory Supplement 1992, eq. 3.328-1).
  const eDist = Math.hypot(e[0], e[1], e[2]);
  const qDist = Math.hypot(scratch[0], scratch[1], scratch[2]);
  const ex = e[0] / eDist;
  const ey = e[1] / eDist;
  const ez = e[2] / eDist;
  const qx = scratch[0] / qDist;
  const qy = scratch[1] / qDist;
  const qz = scratch[2] / qDist;
  const px = dx / dist;
  const py = dy / dist;
  const pz = dz / dist;
  const g = SCHWARZSCHILD_AU / eDist / (1 + qx * ex + qy * ey + qz * ez);
  const pq = px * qx + py * qy + pz * qz;
  const ep = ex * px + ey * py + ez * pz;
  unit[0] = px + g * (pq * ex - ep * qx);
  unit[1] = py + g * (pq * ey - ep * qy);
  unit[2] = pz + g * (pq * ez - ep * qz);
  aberrate(unit, e);
  const rate =
    1 -
    ((dx * (scratch[3] - e[3]) + dy * (scratch[4] - e[4]) + dz * (scratch[5] - e[5])) / dist) *
      LIGHT_DAYS_PER_AU;
  return toEcliptic(
    epoch,
    unit[0] * dist,
    unit[1] * dist,
    unit[2] * dist,
    scratch[3] * rate - e[3],
    scratch[4] * rate - e[4],
    scratch[5] * rate - e[5],
    dist,
  );
}

/**
 * Apparent geocentric place of the Moon, whose source state is geocentric: its position one
 * light-time earlier. Annual aberration does not apply, because the Moon shares the Earth's
 * heliocentric motion (the convention of the Astronomical Almanac and of Swiss Ephemeris).
 */
export function apparentMoon(epoch: Epoch, source: StateSource, body: number): ApparentPosition {
  source.state(body, epoch.jdTt, scratch);
  const tau = Math.hypot(scratch[0], scratch[1], scratch[2]) * LIGHT_DAYS_PER_AU;
  source.state(body, epoch.jdTt - tau, scratch);
  const dist = Math.hypot(scratch[0], scratch[1], scratch[2]);
  return toEcliptic(
    epoch,
    scratch[0],
    scratch[1],
    scratch[2],
    scratch[3],
    scratch[4],
    scratch[5],
    dist,
  );
}
