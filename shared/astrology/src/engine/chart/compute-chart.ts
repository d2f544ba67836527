import { DEG, normalizeDegrees } from '../frames/constants';
import { nutationIau2000b } from '../frames/nutation';
import { eclipticPrecessionMatrix, meanObliquity } from '../frames/precession';
import { apparentSiderealTime } from '../frames/sidereal-time';
import {
  type ApparentPosition,
  apparentMoon,
  apparentPlanet,
  apparentSun,
  type Epoch,
} from '../ephemeris/apparent-place';
import { SERIES } from '../ephemeris/bodies';
import { EARTH, type EphemerisStore } from '../ephemeris/ephemeris-store';
import {
  computeHouses,
  type HouseResult,
  type HouseSystem,
  houseOf,
} from '../houses/house-systems';
import { deltaTSeconds } from '../time/delta-t';
import { julianDayFromDate } from '../time/julian';
import { type Sign, signOf } from '../format/zodiac';
import { type Aspect, type AspectType, DEFAULT_ORBS, findAspects } from './aspects';
import { meanApogee, meanNode, osculatingNodeLongitude } from './lunar-points';
import { partOfFortune } from './part-of-fortune';

export const BODY_NAMES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'meanNode',
  'trueNode',
  'lilith',
  'chiron',
] as const;
export type BodyName = (typeof BODY_NAMES)[number];

export interface ChartInput {
  /** The instant, in UT. */
  utc: Date;
  /** Geographic latitude, degrees north. */
  lat: number;
  /** Geographic longitude, degrees east. */
  lon: number;
  houses?: HouseSystem;
  orbs?: Partial<Record<AspectType, number>>;
  /** Overrides the ΔT model (seconds); for comparisons at a given TT. */
  deltaT?: number;
}

export interface BodyPosition {
  lon: number;
  lat: number;
  /** Degrees per day in longitude. */
  speed: number;
  retrograde: boolean;
  sign: Sign;
  house: number;
}

export interface Chart {
  utc: string;
  jdUT: number;
  deltaT: number;
  bodies: Record<BodyName, BodyPosition>;
  angles: HouseResult['angles'];
  houses: { system: HouseSystem; requested: HouseSystem; fallback: string | null; cusps: number[] };
  aspects: Aspect[];
  partOfFortune: number;
  dayChart: boolean;
}

const PLANETS: [BodyName, number][] = [
  ['mercury', SERIES.mercury],
  ['venus', SERIES.venus],
  ['mars', SERIES.mars],
  ['jupiter', SERIES.jupiter],
  ['saturn', SERIES.saturn],
  ['uranus', SERIES.uranus],
  ['neptune', SERIES.neptune],
  ['pluto', SERIES.pluto],
  ['chiron', SERIES.chiron],
];

const moonState = new Float64Array(6);

export class ChartRangeError extends RangeError {}

export function computeChart(store: EphemerisStore, input: ChartInput): Chart {
  const jdUt = julianDayFromDate(input.utc);
  const deltaT = input.deltaT ?? deltaTSeconds(jdUt);
  const jdTt = jdUt + deltaT / 86400;
  if (!(jdTt - 0.1 > store.start && jdTt + 0.1 < store.end)) {
    throw new ChartRangeError('utc is outside the supported range 1500-01-01 to 2500-12-31');
  }
  const nut = nutationIau2000b(jdTt);
  const dpsiDeg = nut.dpsi / DEG;
  const earth = new Float64Array(6);
  store.state(EARTH, jdTt, earth);
  const epoch: Epoch = { jdTt, precession: eclipticPrecessionMatrix(jdTt), dpsi: nut.dpsi, earth };

  const raw = {} as Record<BodyName, { lon: number; lat: number; speed: number }>;
  const put = (
    name: BodyName,
    p: ApparentPosition | { lon: number; lat: number; speed: number },
  ) => {
    raw[name] = { lon: p.lon, lat: p.lat, speed: p.speed };
  };
  put('sun', apparentSun(epoch));
  put('moon', apparentMoon(epoch, store, SERIES.moon));
  for (const [name, id] of PLANETS) put(name, apparentPlanet(epoch, store, id));
  put('meanNode', meanNode(jdTt, dpsiDeg));
  put('lilith', meanApogee(jdTt, dpsiDeg));
  const trueNodeAt = (jd: number) => {
    store.state(SERIES.moon, jd, moonState);
    return osculatingNodeLongitude(
      jd === jdTt ? epoch.precession : eclipticPrecessionMatrix(jd),
      moonState,
      dpsiDeg,
    );
  };
  const step = 0.05;
  const node = trueNodeAt(jdTt);
  let nodeSpeed = normalizeDegrees(trueNodeAt(jdTt + step) - trueNodeAt(jdTt - step) + 180) - 180;
  nodeSpeed /= 2 * step;
  put('trueNode', { lon: node, lat: 0, speed: nodeSpeed });

  const trueObliquity = meanObliquity(jdTt) + nut.deps;
  const gast = apparentSiderealTime(jdUt, jdTt, nut.dpsi, trueObliquity);
  const armc = normalizeDegrees(gast / DEG + input.lon);
  const houses = computeHouses(armc, input.lat, trueObliquity, input.houses ?? 'placidus');

  const bodies = {} as Record<BodyName, BodyPosition>;
  for (const name of BODY_NAMES) {
    const p = raw[name];
    bodies[name] = {
      lon: p.lon,
      lat: p.lat,
      speed: p.speed,
      retrograde: p.speed < 0,
      sign: signOf(p.lon),
      house: houseOf(p.lon, houses.cusps),
    };
  }
  const aspects = findAspects(
    BODY_NAMES.map((name) => ({ name, lon: raw[name].lon, speed: raw[name].speed })),
    input.orbs ?? DEFAULT_ORBS,
  );
  const pof = partOfFortune(houses.angles.asc, raw.sun.lon, raw.moon.lon);
  return {
    utc: input.utc.toISOString(),
    jdUT: jdUt,
    deltaT,
    bodies,
    angles: houses.angles,
    houses: {
      system: houses.system,
      requested: houses.requestedSystem,
      fallback: houses.fallback,
      cusps: houses.cusps,
    },
    aspects,
    partOfFortune: pof.lon,
    dayChart: pof.day,
  };
}
