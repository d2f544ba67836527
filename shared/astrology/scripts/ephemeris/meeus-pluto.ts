import { createRequire } from 'node:module';
import type { Vec3 } from './full-series';

const require = createRequire(import.meta.url);

/** Heliocentric J2000 ecliptic position of Pluto from astronomia's Meeus (ch. 37) theory. */
export function meeusPluto(jd: number): Vec3 {
  const pluto = require('astronomia/pluto') as {
    heliocentric: (jde: number) => { lon: number; lat: number; range: number };
  };
  const { lon, lat, range } = pluto.heliocentric(jd);
  return [
    range * Math.cos(lat) * Math.cos(lon),
    range * Math.cos(lat) * Math.sin(lon),
    range * Math.sin(lat),
  ];
}
