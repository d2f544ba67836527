// Uranus, Neptune, Pluto and Chiron by numerical integration from published JPL elements:
// VSOP87 is fitted to DE200, whose Uranus and Neptune drift by arcseconds from the modern DE4xx
// orbits over 1800–2200, and it has no Pluto or Chiron at all.
//
// The Sun and the four inner planets act on these distant bodies as one mass at their common
// barycentre, so the integration runs relative to that point. Heliocentric initial states are
// moved to it first: the Sun's reflex motion around the inner planets (≈0.1 m/s) would
// otherwise enter the initial velocities and change the mean motions by parts in 10⁵.
import { AU_KM } from '../../src/engine/frames/constants';
import { horizonsEclipticToFrame, icrfEquatorialToFrame } from './frame-conversions';
import type { Vec3 } from './full-series';
import {
  BARYCENTRE_ELEMENTS_J2000,
  BARYCENTRIC_POSITIONS_J2000_KM,
  CHIRON_STATE_J2000,
  GM,
  gmInAuPerDay as toAuDay,
  PLUTO_BARYCENTRE_ELEMENTS_J2000,
} from './jpl-initial-conditions';
import { stateFromElements, trueAnomalyOfPosition } from './kepler';
import { integrate, twoWayPosition } from './numerical-integration';

const J2000 = 2451545.0;

export type PositionFn = (jd: number) => Vec3;
export interface InnerPlanets {
  mercury: PositionFn;
  venus: PositionFn;
  earth: PositionFn;
  mars: PositionFn;
  jupiter: PositionFn;
  saturn: PositionFn;
}
export interface OuterBodyPositions {
  uranus: PositionFn;
  neptune: PositionFn;
  pluto: PositionFn;
  chiron: PositionFn;
}

function barycentreState(name: 'uranus' | 'neptune', mu: number): number[] {
  const [e, , i, node, peri, a] = BARYCENTRE_ELEMENTS_J2000[name];
  const p = BARYCENTRIC_POSITIONS_J2000_KM[name];
  const sun = BARYCENTRIC_POSITIONS_J2000_KM.sun;
  // The planet's heliocentric direction fixes the orbital phase, which the elements omit.
  const helioEq = [0, 1, 2].map((k) => (p[k] - sun[k]) / AU_KM);
  const eps = (84381.448 / 3600) * (Math.PI / 180);
  const helioEcl: Vec3 = [
    helioEq[0],
    Math.cos(eps) * helioEq[1] + Math.sin(eps) * helioEq[2],
    -Math.sin(eps) * helioEq[1] + Math.cos(eps) * helioEq[2],
  ];
  const nu = trueAnomalyOfPosition(helioEcl, i, node, peri);
  const [pos, vel] = stateFromElements(a, e, i, node, peri, nu, mu);
  return [...horizonsEclipticToFrame(pos), ...horizonsEclipticToFrame(vel)];
}

/**
 * Pluto's J2000 state from the barycentre's osculating elements. They carry no phase, so the
 * true anomaly comes from the position of the Pluto theory of Meeus (ch. 37, after Chapront),
 * which agrees with JPL's PLU043 position of 2013-12-30 to 0.1″; the elements fix everything else.
 */
function plutoInitialState(sunGm: number, plutoAtJ2000: Vec3): number[] {
  const [e, , i, node, peri, a] = PLUTO_BARYCENTRE_ELEMENTS_J2000;
  const nu = trueAnomalyOfPosition(plutoAtJ2000, i, node, peri);
  const [pos, vel] = stateFromElements(a, e, i, node, peri, nu, sunGm);
  return [...horizonsEclipticToFrame(pos), ...horizonsEclipticToFrame(vel)];
}

export function integrateOuterBodies(
  planets: InnerPlanets,
  plutoAtJ2000: Vec3,
  start: number,
  end: number,
): OuterBodyPositions {
  const sunGm = toAuDay(GM.sun);
  const innerGm = [GM.mercury, GM.venus, GM.earthMoon, GM.mars].map(toAuDay);
  const inner = [planets.mercury, planets.venus, planets.earth, planets.mars];
  const central = sunGm + innerGm.reduce((s, g) => s + g, 0);
  /** Heliocentric position of the barycentre of the Sun and the inner planets. */
  const hub = (jd: number): Vec3 => {
    const out: Vec3 = [0, 0, 0];
    inner.forEach((f, k) => {
      const p = f(jd);
      for (let c = 0; c < 3; c++) out[c] += (innerGm[k] * p[c]) / central;
    });
    return out;
  };
  const relative = (helio: number[], jd: number): number[] => {
    const p = hub(jd);
    const a = hub(jd - 0.5);
    const b = hub(jd + 0.5);
    return [0, 1, 2]
      .map((c) => helio[c] - p[c])
      .concat([0, 1, 2].map((c) => helio[3 + c] - (b[c] - a[c])));
  };
  const shifted =
    (f: PositionFn): PositionFn =>
    (jd) => {
      const p = f(jd);
      const h = hub(jd);
      return [p[0] - h[0], p[1] - h[1], p[2] - h[2]];
    };
  const heliocentric =
    (f: PositionFn): PositionFn =>
    (jd) => {
      const p = f(jd);
      const h = hub(jd);
      return [p[0] + h[0], p[1] + h[1], p[2] + h[2]];
    };

  const gmU = toAuDay(GM.uranus);
  const gmN = toAuDay(GM.neptune);
  const giants = [
    { gm: toAuDay(GM.jupiter), position: shifted(planets.jupiter) },
    { gm: toAuDay(GM.saturn), position: shifted(planets.saturn) },
  ];
  // Horizons' heliocentric osculating elements of a planet use GM(Sun) + GM(planet).
  const bodies = [
    { gm: gmU, state: relative(barycentreState('uranus', sunGm + gmU), J2000) },
    { gm: gmN, state: relative(barycentreState('neptune', sunGm + gmN), J2000) },
  ];
  const back = integrate(central, bodies, giants, J2000, start, 1);
  const fwd = integrate(central, bodies, giants, J2000, end, 1);
  const uranus = twoWayPosition(back, fwd, 0);
  const neptune = twoWayPosition(back, fwd, 1);
  const all = [...giants, { gm: gmU, position: uranus }, { gm: gmN, position: neptune }];

  const plutoState = relative(plutoInitialState(sunGm, plutoAtJ2000), J2000);
  const plutoBack = integrate(central, [{ gm: 0, state: plutoState }], all, J2000, start, 1);
  const plutoFwd = integrate(central, [{ gm: 0, state: plutoState }], all, J2000, end, 1);

  const chironHelio = [
    ...icrfEquatorialToFrame(CHIRON_STATE_J2000),
    ...icrfEquatorialToFrame(CHIRON_STATE_J2000, 3),
  ];
  const chironState = relative(chironHelio, J2000);
  const chironBack = integrate(central, [{ gm: 0, state: chironState }], all, J2000, start, 1);
  const chironFwd = integrate(central, [{ gm: 0, state: chironState }], all, J2000, end, 1);
  return {
    uranus: heliocentric(uranus),
    neptune: heliocentric(neptune),
    pluto: heliocentric(twoWayPosition(plutoBack, plutoFwd, 0)),
    chiron: heliocentric(twoWayPosition(chironBack, chironFwd, 0)),
  };
}
