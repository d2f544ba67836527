import {
  ARCSEC,
  AU_KM,
  DAYS_PER_CENTURY,
  J2000,
  LIGHT_DAYS_PER_AU,
  TWO_PI,
} from '../frames/constants';
import type { Matrix3 } from '../frames/precession';
import { projectedMassFraction, SOLAR_RADIUS_KM } from './solar-mass-profile';

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

/** Time step (days) of the numerical derivative of the light deflection. */
const DEFLECTION_STEP = 1e-3;

/**
 * Gravitational deflection of light by the Sun (Explanatory Supplement 1992, eq. 3.328-1) for
 * a body at heliocentric (qx, qy, qz) (light-time corrected) seen from the Earth at heliocentric
 * (ex, ey, ez): `out` receives the change of the unit vector towards the body. Seen within the
 * solar disc, only the mass inside the line of sight's impact parameter bends the light (see
 * solar-mass-profile.ts); a point mass would throw such a body arcseconds off.
 */
function deflection(
  out: number[],
  qx: number,
  qy: number,
  qz: number,
  ex: number,
  ey: number,
  ez: number,
): void {
  const pDist = Math.hypot(qx - ex, qy - ey, qz - ez);
  const ux = (qx - ex) / pDist;
  const uy = (qy - ey) / pDist;
  const uz = (qz - ez) / pDist;
  const eDist = Math.hypot(ex, ey, ez);
  const ehx = ex / eDist;
  const ehy = ey / eDist;
  const ehz = ez / eDist;
  const qDist = Math.hypot(qx, qy, qz);
  const qhx = qx / qDist;
  const qhy = qy / qDist;
  const qhz = qz / qDist;
  const pq = ux * qhx + uy * qhy + uz * qhz;
  const ep = ehx * ux + ehy * uy + ehz * uz;
  // Sines of the body's angle from the Sun's centre and of the Sun's angular radius.
  const sinAngle = Math.sqrt(Math.max(0, 1 - ep * ep));
  const sinRadius = SOLAR_RADIUS_KM / AU_KM / eDist;
  const mass = ep < 0 && sinAngle < sinRadius ? projectedMassFraction(sinAngle / sinRadius) : 1;
  const g = (mass * SCHWARZSCHILD_AU) / eDist / (1 + qhx * ehx + qhy * ehy + qhz * ehz);
  out[0] = g * (pq * ehx - ep * qhx);
  out[1] = g * (pq * ehy - ep * qhy);
  out[2] = g * (pq * ehz - ep * qhz);
}

const bend = [0, 0, 0];
const ahead = [0, 0, 0];
const behind = [0, 0, 0];

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
  // The body's heliocentric velocity as seen through the changing light-time.
  const rate =
    1 -
    ((dx * (scratch[3] - e[3]) + dy * (scratch[4] - e[4]) + dz * (scratch[5] - e[5])) / dist) *
      LIGHT_DAYS_PER_AU;
  const qvx = scratch[3] * rate;
  const qvy = scratch[4] * rate;
  const qvz = scratch[5] * rate;
  const qx = scratch[0];
  const qy = scratch[1];
  const qz = scratch[2];
  const ex = e[0];
  const ey = e[1];
  const ez = e[2];
  const evx = e[3];
  const evy = e[4];
  const evz = e[5];
  deflection(bend, qx, qy, qz, ex, ey, ez);
  // Near the Sun the deflection changes by arcseconds a day, so its rate joins the velocity
  // (a central difference).
  const h = DEFLECTION_STEP;
  deflection(
    ahead,
    qx + h * qvx,
    qy + h * qvy,
    qz + h * qvz,
    ex + h * evx,
    ey + h * evy,
    ez + h * evz,
  );
  deflection(
    behind,
    qx - h * qvx,
    qy - h * qvy,
    qz - h * qvz,
    ex - h * evx,
    ey - h * evy,
    ez - h * evz,
  );
  const k = dist / (2 * h);
  unit[0] = dx / dist + bend[0];
  unit[1] = dy / dist + bend[1];
  unit[2] = dz / dist + bend[2];
  aberrate(unit, e);
  return toEcliptic(
    epoch,
    unit[0] * dist,
    unit[1] * dist,
    unit[2] * dist,
    qvx - evx + k * (ahead[0] - behind[0]),
    qvy - evy + k * (ahead[1] - behind[1]),
    qvz - evz + k * (ahead[2] - behind[2]),
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
