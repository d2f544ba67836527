import { osculatingNodeLongitude } from '../engine/chart/lunar-points';
import {
  apparentMoon,
  apparentPlanet,
  apparentSun,
  type Epoch,
} from '../engine/ephemeris/apparent-place';
import { SERIES } from '../engine/ephemeris/bodies';
import { EARTH, type EphemerisStore } from '../engine/ephemeris/ephemeris-store';
import { DEG } from '../engine/frames/constants';
import { nutationIau2000b } from '../engine/frames/nutation';
import { eclipticPrecessionMatrix, type Matrix3 } from '../engine/frames/precession';
import type { TransitBody } from './points';


export interface SkyPosition {
  /** Apparent geocentric ecliptic longitude of date, degrees [0, 360). */
  lon: number;
  /** Degrees per day. */
  speed: number;
}

const PLANET_SERIES: Partial<Record<TransitBody, number>> = {
  mercury: SERIES.mercury,
  venus: SERIES.venus,
  mars: SERIES.mars,
  jupiter: SERIES.jupiter,
  saturn: SERIES.saturn,
  uranus: SERIES.uranus,
  neptune: SERIES.neptune,
  pluto: SERIES.pluto,
};

interface Frame {
  dpsi: number;
  precession: Matrix3;
}

/** Half-width of the true node's speed difference, days (as the natal engine takes it). */
const NODE_STEP = 0.05;

/**
 * Apparent positions of one body at any instant, as the natal engine computes them, for searches
 * that ask for thousands of instants. Nutation and precession change by at most a few hundredths
 * of an arcsecond in a day, so they are computed once per day and interpolated between: that is
 * most of the cost of a position, and the interpolation error stays below 0.01″.
 */
export class SkyPositions {
  private readonly frames = new Map<number, Frame>();
  private readonly earth = new Float64Array(6);
  private readonly moon = new Float64Array(6);
  private readonly precession: Matrix3 = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  private readonly epoch: Epoch;

  constructor(private readonly store: EphemerisStore) {
    this.epoch = { jdTt: 0, precession: this.precession, dpsi: 0, earth: this.earth };
  }

  private frameOfDay(day: number): Frame {
    let frame = this.frames.get(day);
    if (!frame) {
      frame = { dpsi: nutationIau2000b(day).dpsi, precession: eclipticPrecessionMatrix(day) };
      this.frames.set(day, frame);
    }
    return frame;
  }

  /** Sets the shared epoch to `jdTt`, with the frame interpolated between whole days. */
  private setEpoch(jdTt: number): void {
    const day = Math.floor(jdTt);
    const f = jdTt - day;
    const a = this.frameOfDay(day);
    const b = this.frameOfDay(day + 1);
    for (let k = 0; k < 9; k++)
      this.precession[k] = a.precession[k]! + (b.precession[k]! - a.precession[k]!) * f;
    this.epoch.jdTt = jdTt;
    this.epoch.dpsi = a.dpsi + (b.dpsi - a.dpsi) * f;
  }

  /** The true node's longitude alone: a third of the work of its position with speed. */
  nodeLongitude(jdTt: number): number {
    this.setEpoch(jdTt);
    this.store.state(SERIES.moon, jdTt, this.moon);
    return osculatingNodeLongitude(this.precession, this.moon, this.epoch.dpsi / DEG);
  }

  position(body: TransitBody, jdTt: number): SkyPosition {
    if (body === 'trueNode') {
      const lon = this.nodeLongitude(jdTt);
      const ahead = this.nodeLongitude(jdTt + NODE_STEP);
      const behind = this.nodeLongitude(jdTt - NODE_STEP);
      const speed = (((ahead - behind + 540) % 360) - 180) / (2 * NODE_STEP);
      return { lon, speed };
    }
    this.setEpoch(jdTt);
    this.store.state(EARTH, jdTt, this.earth);
    if (body === 'sun') return apparentSun(this.epoch);
    if (body === 'moon') return apparentMoon(this.epoch, this.store, SERIES.moon);
    return apparentPlanet(this.epoch, this.store, PLANET_SERIES[body]!);
  }
}
