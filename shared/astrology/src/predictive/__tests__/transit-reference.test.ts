import { type Chart, computeChart } from '../../engine/chart/compute-chart';
import type { EphemerisStore } from '../../engine/ephemeris/ephemeris-store';
import { loadEphemeris } from '../../engine/ephemeris/load-ephemeris';
import { NATAL_POINTS } from '../points';
import { findReturn } from '../returns';
import { findTransits, type TransitEvent } from '../transit-search';
import {
  loadTransitReference,
  type TransitReferenceChart,
  type TransitReferenceEvent,
} from './fixtures/transit-reference-set';

// The predictive engine against Swiss Ephemeris (fixtures/transit-reference.json, made by
// scripts/reference/generate-transit-reference.ts with its own root-finding on Swiss Ephemeris
// positions): five random natal charts and a year of transits each, a chart whose natal Sun
// Pluto passes three times (direct, retrograde, direct), a month with the Moon's transits, and
// solar and lunar returns, two of them across a new year.
//
// The engine is given Swiss Ephemeris' natal longitudes, so what is measured is the transiting
// positions and the search, not the natal chart (which the engine's own reference sets cover).

const REFERENCE = loadTransitReference();
const ARCSECOND = 1 / 3600;
const SECOND = 1 / 86400;
/**
 * Aspects and ingresses: the engine's positions agree with Swiss Ephemeris to about 1″ and each
 * search pins its angle to 0.1″, so the two exact instants may differ by the time the body takes
 * to move 2″ (at its speed there, relative to the fixed natal point or sign boundary).
 */
const CROSSING_ARC = 2 * ARCSECOND;
/**
 * Stations: at the instant of zero speed the longitude is stationary, so an error δv in the
 * speed moves the instant by δv/|a| (a the acceleration), which can be hours for the outer
 * planets while the longitude barely changes. What a reader sees is the longitude, and a station
 * time off by Δt misplaces it by ½·|a|·Δt²: that must stay within 1″ (half the crossings'
 * bound, as it is a second-order effect of the same ~1″ agreement in position).
 */
const STATION_ARC = 1 * ARCSECOND;
/** Returns: to the second, as findReturn promises. */
const RETURN_SECONDS = 1;

const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;

function keyOf(event: TransitEvent | TransitReferenceEvent): string {
  if (event.type === 'aspect')
    return `aspect ${event.transiting} ${event.aspect} natal ${event.natal}`;
  if (event.type === 'ingress') return `ingress ${event.body} ${event.sign}`;
  return `station ${event.body} ${event.direction}`;
}

interface Pair {
  reference: TransitReferenceEvent;
  engine: TransitEvent;
  /** Engine minus Swiss Ephemeris, days. */
  dt: number;
}

interface Comparison {
  chart: TransitReferenceChart;
  pairs: Pair[];
  /** Reference events with no engine event of the same kind, and engine events left over. */
  missing: string[];
  extra: string[];
}

/** Pairs the events of each kind in time order (they are days apart, the errors seconds). */
function compare(chart: TransitReferenceChart, events: TransitEvent[]): Comparison {
  const engineByKey = new Map<string, TransitEvent[]>();
  for (const e of events) engineByKey.set(keyOf(e), [...(engineByKey.get(keyOf(e)) ?? []), e]);
  const referenceByKey = new Map<string, TransitReferenceEvent[]>();
  for (const e of chart.events)
    referenceByKey.set(keyOf(e), [...(referenceByKey.get(keyOf(e)) ?? []), e]);
  const comparison: Comparison = { chart, pairs: [], missing: [], extra: [] };
  for (const key of new Set([...engineByKey.keys(), ...referenceByKey.keys()])) {
    const engine = engineByKey.get(key) ?? [];
    const reference = referenceByKey.get(key) ?? [];
    // Nearest in time, one to one: take the closest remaining pair until one side runs out.
    const free = new Set(engine);
    const unmatched: TransitReferenceEvent[] = [];
    for (const r of reference) {
      let best: TransitEvent | undefined;
      for (const e of free) {
        if (!best || Math.abs(e.jdUT - jdOf(r.exact)) < Math.abs(best.jdUT - jdOf(r.exact)))
          best = e;
      }
      if (best && Math.abs(best.jdUT - jdOf(r.exact)) < 1) {
        free.delete(best);
        comparison.pairs.push({ reference: r, engine: best, dt: best.jdUT - jdOf(r.exact) });
      } else unmatched.push(r);
    }
    comparison.missing.push(...unmatched.map((r) => `${key} at ${r.exact}`));
    comparison.extra.push(...[...free].map((e) => `${key} at ${e.exact}`));
  }
  return comparison;
}

/** The angle (arcseconds) a pair's time difference stands for, as described above. */
function impliedArc({ reference, dt }: Pair): number {
  if (reference.type === 'station')
    return (0.5 * Math.abs(reference.acceleration) * dt * dt) / ARCSECOND;
  return Math.abs(dt * reference.speed) / ARCSECOND;
}

const describeOver = (pairs: Pair[]) =>
  pairs.map(
    (p) => `${keyOf(p.reference)} ${p.reference.exact}: Δt ${(p.dt / SECOND).toFixed(1)} s`,
  );

let store: EphemerisStore;
const comparisons: Comparison[] = [];

/** The engine's natal chart for the reference birth, with Swiss Ephemeris' natal longitudes. */
function natalChart(chart: TransitReferenceChart): Chart {
  const computed = computeChart(store, {
    utc: new Date(chart.birth.utc),
    lat: chart.birth.lat,
    lon: chart.birth.lon,
  });
  const bodies = { ...computed.bodies };
  for (const point of NATAL_POINTS) {
    if (point === 'asc' || point === 'mc') continue;
    bodies[point] = { ...bodies[point], lon: chart.natal[point]! };
  }
  const angles = { ...computed.angles, asc: chart.natal.asc!, mc: chart.natal.mc! };
  return { ...computed, bodies, angles };
}

beforeAll(async () => {
  store = await loadEphemeris();
  for (const chart of REFERENCE.charts) {
    const events = findTransits(store, {
      natal: natalChart(chart),
      timeKnown: true,
      from: new Date(chart.from),
      to: new Date(chart.to),
      moon: chart.moon,
    });
    comparisons.push(compare(chart, events));
  }
});

describe('transits against Swiss Ephemeris', () => {
  test('the reference set has every kind of event, a retrograde triple pass and the Moon', () => {
    const kinds = new Set(REFERENCE.charts.flatMap((c) => c.events.map((e) => e.type)));
    expect(kinds).toEqual(new Set(['aspect', 'ingress', 'station']));
    // Pluto over the natal Sun: direct, retrograde, direct, in one chart's range.
    const triple = REFERENCE.charts.flatMap((c) =>
      c.events.flatMap((e) =>
        e.type === 'aspect' && keyOf(e) === 'aspect pluto conjunction natal sun'
          ? [Math.sign(e.speed)]
          : [],
      ),
    );
    expect(triple).toEqual([1, -1, 1]);
    expect(
      REFERENCE.charts.some((c) => c.moon && c.events.some((e) => keyOf(e).includes(' moon '))),
    ).toBe(true);
  });

  test('every Swiss Ephemeris event is found exactly once, and no other event is reported', () => {
    const missing = comparisons.flatMap((c) => c.missing.map((m) => `${c.chart.label}: ${m}`));
    const extra = comparisons.flatMap((c) => c.extra.map((m) => `${c.chart.label}: ${m}`));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    const counted = comparisons.reduce((n, c) => n + c.pairs.length, 0);
    expect(counted).toBe(REFERENCE.charts.reduce((n, c) => n + c.events.length, 0));
  });

  test('aspects are exact at the instants Swiss Ephemeris gives, within 2″ of arc', () => {
    const pairs = comparisons.flatMap((c) => c.pairs).filter((p) => p.reference.type === 'aspect');
    expect(pairs.length).toBeGreaterThan(1000);
    const over = pairs.filter((p) => impliedArc(p) > CROSSING_ARC / ARCSECOND);
    expect(describeOver(over)).toEqual([]);
  });

  test('ingresses are at the instants Swiss Ephemeris gives, within 2″ of arc', () => {
    const pairs = comparisons.flatMap((c) => c.pairs).filter((p) => p.reference.type === 'ingress');
    expect(pairs.length).toBeGreaterThan(100);
    const over = pairs.filter((p) => impliedArc(p) > CROSSING_ARC / ARCSECOND);
    expect(describeOver(over)).toEqual([]);
  });

  test('stations are where Swiss Ephemeris has them, within 1″ of the longitude they stand at', () => {
    const pairs = comparisons.flatMap((c) => c.pairs).filter((p) => p.reference.type === 'station');
    expect(pairs.length).toBeGreaterThan(30);
    const over = pairs.filter((p) => impliedArc(p) > STATION_ARC / ARCSECOND);
    expect(describeOver(over)).toEqual([]);
  });
});

describe('returns against Swiss Ephemeris', () => {
  const cases = REFERENCE.charts.flatMap((chart) =>
    chart.returns.map((r) => ({ ...r, natalLon: chart.natal[r.body]!, label: chart.label })),
  );

  test('the returns include a solar and a lunar return across a new year', () => {
    const crossing = cases.filter((r) => r.exact.slice(0, 4) !== r.after.slice(0, 4));
    expect(new Set(crossing.map((r) => r.body))).toEqual(new Set(['sun', 'moon']));
  });

  test.each(cases)(
    '$label: the $body return after $after is within a second of Swiss Ephemeris',
    ({ body, natalLon, after, exact }) => {
      const found = findReturn(store, body, natalLon, new Date(after));
      const seconds = Math.abs(found.getTime() - Date.parse(exact)) / 1000;
      expect(seconds).toBeLessThanOrEqual(RETURN_SECONDS);
    },
  );
});
