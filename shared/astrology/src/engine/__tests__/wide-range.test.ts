/**
 * @jest-environment node
 */
import { BODY_NAMES, HOUSE_SYSTEMS, loadChartEngine } from '..';
import {
  ANGLES,
  type Agreement,
  measureAgreement,
  STATIONARY_SPEED,
} from './fixtures/measure-agreement';
import { EARLY_CENTURIES, LATE_CENTURIES, type ReferenceSet } from './fixtures/reference-cases';

// The centuries outside 1800–2200: 150 Swiss Ephemeris 2.10.03 charts each over 1500–1799 and
// 2200–2499 (fixtures/chart-1500-1800.json and chart-2200-2500.json, from its files for those
// years). Targets: every planet, the Sun, the Moon and the lunar points within 2″; Chiron, an
// asteroid whose orbit the engine integrates from one modern state, within 10″; house cusps
// and angles within 1″ for the same UT.
const toleranceFor = (body: string) => (body === 'chiron' ? 10 : 2);
const arcsec = (degrees: number) => degrees * 3600;

const SETS: [string, ReferenceSet, RegExp, [number, number]][] = [
  ['1500–1800', EARLY_CENTURIES, /with sepl_12\/semo_12\/seas_12 \(/, [1500, 1800]],
  [
    '2200–2500',
    LATE_CENTURIES,
    /with sepl_18\/semo_18\/seas_18, sepl_24\/semo_24\/seas_24 \(/,
    [2200, 2500],
  ],
];

test.each(SETS)(
  'the %s file is a Swiss Ephemeris set over those centuries',
  (_, set, files, span) => {
    expect(set.source).toMatch(/^Swiss Ephemeris 2\.10\.03 /);
    expect(set.source).toMatch(files);
    const years = set.cases.map((c) => new Date(c.utc).getUTCFullYear());
    expect(Math.min(...years)).toBeGreaterThanOrEqual(span[0]);
    expect(Math.max(...years)).toBeLessThan(span[1]);
    // Every century is represented.
    for (let century = span[0]; century < span[1]; century += 100) {
      expect(years.filter((y) => y >= century && y < century + 100).length).toBeGreaterThan(30);
    }
  },
);

describe.each(SETS)('%s charts', (_, set) => {
  let agreement: Agreement;

  beforeAll(async () => {
    const times = set.cases.map((c) => new Date(c.utc).getTime());
    const span = { from: new Date(Math.min(...times)), to: new Date(Math.max(...times)) };
    agreement = measureAgreement(await loadChartEngine(undefined, span), set.cases);
  });

  test.each(BODY_NAMES.map((b) => [b]))('%s longitude and latitude agree', (body) => {
    const worst = agreement.bodies[body];
    expect(arcsec(worst.lon.value)).toBeLessThan(toleranceFor(body));
    expect(arcsec(worst.lat.value)).toBeLessThan(toleranceFor(body));
  });

  test('speeds and retrograde flags agree', () => {
    for (const body of BODY_NAMES) {
      expect(agreement.bodies[body].speed.value).toBeLessThan(STATIONARY_SPEED);
    }
    expect(agreement.retrogradeMismatches).toEqual([]);
  });

  test('ΔT follows Swiss Ephemeris to within half a second', () => {
    expect(agreement.deltaT.value).toBeLessThan(0.5);
  });

  test.each(HOUSE_SYSTEMS.map((s) => [s]))('%s cusps agree to 1″ for the same UT', (system) => {
    expect(arcsec(agreement.houses[system].value)).toBeLessThan(1);
  });

  test.each(ANGLES.map((a) => [a]))('%s agrees to 1″ for the same UT', (angle) => {
    expect(arcsec(agreement.angles[angle].value)).toBeLessThan(1);
  });
});
