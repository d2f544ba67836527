/**
 * @jest-environment node
 */
import { angleDifference } from '../frames/constants';
import { describeAgreement } from './fixtures/describe-agreement';
import {
  BEHIND_THE_SUN,
  HOLDOUT,
  MARS_OPPOSITIONS,
  type ReferenceSet,
} from './fixtures/reference-cases';

// Hold-out charts from Swiss Ephemeris 2.10.03 with its DE441-based files
// sepl_18/semo_18/seas_18, made by scripts/reference/generate-holdout.ts apart from the
// reference set: 200 random instants 1800–2199 (fixtures/chart-holdout.json), eleven
// instants with a planet behind the Sun (fixtures/chart-behind-the-sun.json) and seventeen Mars
// oppositions near the ends of the range (fixtures/chart-mars-oppositions.json). The engine was
// never tuned with them, so the targets of issue 7 hold here only if its models generalise:
// every body within 1″ (Chiron 1′), houses and angles within 1″ for the same UT.
const toleranceFor = (body: string) => (body === 'chiron' ? 60 : 1);

const SETS: [string, ReferenceSet][] = [
  ['hold-out', HOLDOUT],
  ['behind the Sun', BEHIND_THE_SUN],
  ['Mars opposition', MARS_OPPOSITIONS],
];

test.each(SETS)('the %s file is a Swiss Ephemeris 2.10.03 DE441 set', (_, set) => {
  expect(set.source).toMatch(/^Swiss Ephemeris 2\.10\.03 with sepl_18\/semo_18\/seas_18\b/);
});

test('the hold-out set reaches where the engine leaves measured ΔT and IAU 2006 sidereal time', () => {
  const years = HOLDOUT.cases.map((c) => new Date(c.utc).getUTCFullYear());
  expect(years.filter((y) => y < 1850).length).toBeGreaterThanOrEqual(40);
  expect(years.filter((y) => y >= 2050).length).toBeGreaterThanOrEqual(60);
  expect(years.filter((y) => y >= 1954).length).toBeGreaterThanOrEqual(100);
  expect(HOLDOUT.cases.every((c) => Math.abs(c.lat) <= 60)).toBe(true);
});

test('each behind-the-Sun chart has a planet within 7′ of the Sun’s centre', () => {
  const planets = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'];
  for (const c of BEHIND_THE_SUN.cases) {
    const sun = c.bodies.sun;
    const closest = Math.min(
      ...planets.map((p) => {
        const b = c.bodies[p];
        const dLon = angleDifference(b.lon, sun.lon) * Math.cos((b.lat * Math.PI) / 180);
        return Math.hypot(dLon, b.lat - sun.lat) * 60;
      }),
    );
    expect(closest).toBeLessThan(7);
  }
});

test('each Mars-opposition chart has Mars within 10° of opposition, retrograde, outside 1815–2155', () => {
  for (const c of MARS_OPPOSITIONS.cases) {
    const year = new Date(c.utc).getUTCFullYear();
    expect(year < 1815 || year >= 2155).toBe(true);
    expect(Math.abs(angleDifference(c.bodies.mars.lon, c.bodies.sun.lon))).toBeGreaterThan(170);
    expect(c.bodies.mars.speed).toBeLessThan(0);
  }
});

for (const [name, set] of SETS) describeAgreement(`${name} charts`, set.cases, toleranceFor);
