import { type Chart, type ChartInput, computeChart } from '../../engine/chart/compute-chart';
import type { EphemerisStore } from '../../engine/ephemeris/ephemeris-store';
import { loadEphemeris } from '../../engine/ephemeris/load-ephemeris';
import {
  progressedInstant,
  secondaryProgression,
  solarArcDirection,
  TROPICAL_YEAR_DAYS,
} from '../progressions';
import { findReturn, returnChart } from '../returns';
import { angleDiff } from '../root-finding';
import { compositeChart, midpoint, synastryAspects } from '../synastry';

let store: EphemerisStore;
const compute = (input: ChartInput): Chart => computeChart(store, input);
const LONDON: ChartInput = { utc: new Date('1990-05-15T13:30:00Z'), lat: 51.5074, lon: -0.1278 };
// Born in late December, so the solar return crosses the new year.
const WINTER: ChartInput = { utc: new Date('1985-12-30T22:10:00Z'), lat: 40.7128, lon: -74.006 };
const arcseconds = (deg: number) => Math.abs(deg) * 3600;

beforeAll(async () => {
  store = await loadEphemeris();
});

describe('secondary progressions and solar arc', () => {
  test('a day after birth stands for a tropical year of life', () => {
    const on = new Date(LONDON.utc.getTime() + 36 * TROPICAL_YEAR_DAYS * 86400000);
    const instant = progressedInstant(LONDON.utc, on);
    expect((instant.getTime() - LONDON.utc.getTime()) / 86400000).toBeCloseTo(36, 6);
    const progressed = secondaryProgression(compute, LONDON, on);
    expect(progressed.utc).toBe(instant.toISOString());
    // The progressed Sun has moved about 36 × 0.96° from the natal one.
    const moved = angleDiff(progressed.bodies.sun.lon, compute(LONDON).bodies.sun.lon);
    expect(moved).toBeGreaterThan(33);
    expect(moved).toBeLessThan(37);
  });

  test("solar arc moves every point by the progressed Sun's arc", () => {
    const on = new Date('2026-05-15T00:00:00Z');
    const natal = compute(LONDON);
    const { arc, chart } = solarArcDirection(compute, LONDON, on);
    const progressedSun = secondaryProgression(compute, LONDON, on).bodies.sun.lon;
    expect(arcseconds(angleDiff(chart.bodies.sun.lon, progressedSun))).toBeLessThan(0.001);
    for (const body of ['moon', 'mars', 'pluto'] as const)
      expect(
        arcseconds(angleDiff(chart.bodies[body].lon, natal.bodies[body].lon + arc)),
      ).toBeLessThan(0.001);
    expect(arcseconds(angleDiff(chart.angles.mc, natal.angles.mc + arc))).toBeLessThan(0.001);
    expect(chart.houses.cusps[0]).toBeCloseTo(chart.angles.asc, 6);
  });
});

describe('returns', () => {
  test('the solar return across a year boundary is exact within a second of time', () => {
    const natal = compute(WINTER);
    const exact = findReturn(store, 'sun', natal.bodies.sun.lon, new Date('2025-12-15T00:00:00Z'));
    expect(exact.getTime()).toBeGreaterThan(new Date('2025-12-28T00:00:00Z').getTime());
    expect(exact.getTime()).toBeLessThan(new Date('2026-01-02T00:00:00Z').getTime());
    // The Sun moves about 0.04″ a second: within that of the natal longitude is within 1 s.
    const sun = compute({ ...WINTER, utc: exact }).bodies.sun;
    expect(arcseconds(angleDiff(sun.lon, natal.bodies.sun.lon))).toBeLessThan(
      (sun.speed * 3600) / 86400,
    );
  });

  test('the next return is the first after the date, never the one before', () => {
    const natal = compute(WINTER);
    const first = findReturn(store, 'sun', natal.bodies.sun.lon, new Date('2025-12-15T00:00:00Z'));
    const next = findReturn(store, 'sun', natal.bodies.sun.lon, new Date(first.getTime() + 60000));
    expect((next.getTime() - first.getTime()) / 86400000).toBeCloseTo(365.24, 0);
  });

  test('the lunar return comes within a month, exact within a second, and its chart is cast for the place given', () => {
    const natal = compute(LONDON);
    const after = new Date('2026-11-24T00:00:00Z');
    const { exact, chart } = returnChart(store, compute, {
      body: 'moon',
      natal,
      after,
      place: { lat: 48.8566, lon: 2.3522 },
    });
    expect(exact.getTime()).toBeGreaterThan(after.getTime());
    expect(exact.getTime() - after.getTime()).toBeLessThan(28 * 86400000);
    const moon = chart.bodies.moon;
    expect(arcseconds(angleDiff(moon.lon, natal.bodies.moon.lon))).toBeLessThan(
      (moon.speed * 3600) / 86400,
    );
    expect(chart.utc).toBe(exact.toISOString());
    expect(chart.angles.asc).toBeCloseTo(
      compute({ utc: exact, lat: 48.8566, lon: 2.3522 }).angles.asc,
      9,
    );
  });
});

describe('synastry and the composite chart', () => {
  test('aspects run between the two charts only, closest first, within the orbs', () => {
    const a = compute(LONDON);
    const b = compute(WINTER);
    const aspects = synastryAspects({ chart: a, timeKnown: true }, { chart: b, timeKnown: false });
    expect(aspects.length).toBeGreaterThan(5);
    expect(aspects.map((x) => x.orb)).toEqual([...aspects.map((x) => x.orb)].sort((x, y) => x - y));
    expect(aspects.some((x) => x.b === 'asc' || x.b === 'mc')).toBe(false);
    for (const x of aspects) expect(x.orb).toBeLessThanOrEqual(8);
  });

  test('the composite puts each body at the midpoint on the shorter arc, with midpoint houses', () => {
    expect(midpoint(350, 10)).toBeCloseTo(0, 9);
    expect(midpoint(10, 350)).toBeCloseTo(0, 9);
    expect(midpoint(100, 200)).toBeCloseTo(150, 9);
    const a = compute(LONDON);
    const b = compute(WINTER);
    const composite = compositeChart(a, b);
    expect(composite.bodies.venus.lon).toBeCloseTo(
      midpoint(a.bodies.venus.lon, b.bodies.venus.lon),
      9,
    );
    expect(composite.angles.mc).toBeCloseTo(midpoint(a.angles.mc, b.angles.mc), 9);
    expect(composite.houses.cusps).toHaveLength(12);
    expect(composite.houses.cusps[9]).toBeCloseTo(
      midpoint(a.houses.cusps[9]!, b.houses.cusps[9]!),
      9,
    );
  });
});
