import { houseOf } from '@astro/astrology';
import type { PointName } from '../../../lib/zodiac';
import type { ReadingChart } from './reading-chart';

const CUSPS = [
  254.9579, 282.1303, 310.1026, 340.6724, 13.3401, 45.3426, 74.9579, 102.1303, 130.1026, 160.6724,
  193.3401, 225.3426,
];

const POINTS: Partial<Record<PointName, number>> = {
  sun: 193.8839,
  moon: 16.2402,
  mercury: 216.8682,
  venus: 188.5872,
  mars: 199.0421,
  jupiter: 229.7262,
  saturn: 141.9863,
  uranus: 341.5635,
  neptune: 317.1642,
  pluto: 264.3544,
  trueNode: 355.3374,
  chiron: 304.434,
};

/**
 * The documented example chart of the "Reading a Natal Chart" module: 7 October 2006, 07:12 UT,
 * at 3.6280° S, 38.3640° E (near Voi, Kenya; 10:12 East Africa Time), the day of a full Moon.
 * Positions are case 106 of shared/reference/chart-reference.json, computed with the Swiss
 * Ephemeris 2.10.03 (tropical, geocentric, apparent); houses are Placidus.
 */
export const EXAMPLE_CHART: ReadingChart = {
  source: 'example',
  id: null,
  name: 'Example chart',
  birthLine: '7 October 2006, 10:12 local time (07:12 UT), near Voi, Kenya (3.63° S, 38.36° E)',
  points: POINTS,
  houses: Object.fromEntries(
    Object.entries(POINTS).map(([name, lon]) => [name, houseOf(lon, CUSPS)]),
  ),
  angles: { asc: 254.9579, mc: 160.6724 },
  cusps: CUSPS,
  houseSystem: 'Placidus',
};
