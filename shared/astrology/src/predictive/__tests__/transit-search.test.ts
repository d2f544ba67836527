import { ASPECT_ANGLES } from '../../engine/chart/aspects';
import { type Chart, computeChart } from '../../engine/chart/compute-chart';
import { loadEphemeris } from '../../engine/ephemeris/load-ephemeris';
import type { EphemerisStore } from '../../engine/ephemeris/ephemeris-store';
import { angleDiff } from '../root-finding';
import { NATAL_POINTS, type NatalPoint, PLANETS } from '../points';
import { findTransits, type TransitEvent } from '../transit-search';

let store: EphemerisStore;
let natal: Chart;
const FROM = new Date('2026-01-01T00:00:00Z');
const TO = new Date('2027-01-01T00:00:00Z');
const chartAt = (utc: Date) => computeChart(store, { utc, lat: 51.5074, lon: -0.1278 });
const dateOf = (jdUT: number) => new Date((jdUT - 2440587.5) * 86400000);
const natalLon = (point: NatalPoint) =>
  point === 'asc' ? natal.angles.asc : point === 'mc' ? natal.angles.mc : natal.bodies[point].lon;

beforeAll(async () => {
  store = await loadEphemeris();
  natal = chartAt(new Date('1990-05-15T13:30:00Z'));
});

describe('the transit search', () => {
  let events: TransitEvent[];
  beforeAll(() => {
    events = findTransits(store, { natal, timeKnown: true, from: FROM, to: TO });
  });

  test('finds aspects, ingresses and stations, sorted by time, all inside the range', () => {
    const kinds = new Set(events.map((e) => e.type));
    expect(kinds).toEqual(new Set(['aspect', 'ingress', 'station']));
    const times = events.map((e) => e.jdUT);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(
      events.every((e) => e.exact >= '2026-01-01T00:00:00Z' && e.exact <= '2027-01-01T00:00:00Z'),
    ).toBe(true);
  });

  test('at every reported instant the natal engine finds the aspect exact within 1″', () => {
    let worst = 0;
    for (const event of events) {
      if (event.type !== 'aspect') continue;
      const sky = chartAt(dateOf(event.jdUT));
      const separation = Math.abs(
        angleDiff(sky.bodies[event.transiting].lon, natalLon(event.natal)),
      );
      worst = Math.max(worst, Math.abs(separation - ASPECT_ANGLES[event.aspect]) * 3600);
    }
    expect(worst).toBeLessThan(1);
  });

  test('ingresses are exact within 1″ of the sign boundary, and stations are where the speed turns', () => {
    for (const event of events) {
      if (event.type === 'ingress') {
        const lon = chartAt(dateOf(event.jdUT)).bodies[event.body].lon;
        expect(Math.abs(angleDiff(lon, Math.round(lon / 30) * 30)) * 3600).toBeLessThan(1);
      }
      if (event.type === 'station') {
        const before = chartAt(dateOf(event.jdUT - 0.5)).bodies[event.body].speed;
        const after = chartAt(dateOf(event.jdUT + 0.5)).bodies[event.body].speed;
        expect(Math.sign(after)).toBe(event.direction === 'retrograde' ? -1 : 1);
        expect(Math.sign(before)).toBe(event.direction === 'retrograde' ? 1 : -1);
      }
    }
  });

  test('misses nothing a dense scan of the natal engine finds', () => {
    // Every 0.1 day for the year: count each transiting body's crossings of each aspect target.
    // The planets but the Moon, which the timeline leaves out by default.
    const bodies = PLANETS.filter((body) => body !== 'moon');
    const targets = NATAL_POINTS.flatMap((point) =>
      ['conjunction', 'sextile', 'square', 'trine', 'opposition'].flatMap((aspect) => {
        const angle = ASPECT_ANGLES[aspect as keyof typeof ASPECT_ANGLES];
        return (angle === 0 || angle === 180 ? [angle] : [angle, -angle]).map((offset) => ({
          key: `${point}|${aspect}`,
          lon: natalLon(point) + offset,
        }));
      }),
    );
    const scanned = new Map<string, number>();
    const step = 0.1;
    const start = FROM.getTime() / 86400000 + 2440587.5;
    const end = TO.getTime() / 86400000 + 2440587.5;
    let previous = chartAt(dateOf(start));
    for (let jd = start + step; jd <= end + 1e-9; jd += step) {
      const current = chartAt(dateOf(jd));
      for (const body of bodies) {
        for (const target of targets) {
          const a = angleDiff(previous.bodies[body].lon, target.lon);
          const b = angleDiff(current.bodies[body].lon, target.lon);
          if (a * b < 0 && Math.abs(a - b) < 90) {
            const key = `${body}|${target.key}`;
            scanned.set(key, (scanned.get(key) ?? 0) + 1);
          }
        }
      }
      previous = current;
    }
    const found = new Map<string, number>();
    for (const e of events) {
      if (e.type !== 'aspect') continue;
      const key = `${e.transiting}|${e.natal}|${e.aspect}`;
      found.set(key, (found.get(key) ?? 0) + 1);
    }
    for (const [key, count] of scanned) expect([key, found.get(key) ?? 0]).toEqual([key, count]);
  }, 60_000);

  test('a retrograde pass gives the three hits it really has', () => {
    // A natal Sun placed where Mercury's first 2026 retrograde loop turns back over it.
    const station = events.find((e) => e.type === 'station' && e.body === 'mercury');
    const loop = chartAt(dateOf(station!.jdUT)).bodies.mercury.lon - 4;
    const crafted: Chart = {
      ...natal,
      bodies: { ...natal.bodies, sun: { ...natal.bodies.sun, lon: loop } },
    };
    const hits = findTransits(store, {
      natal: crafted,
      timeKnown: true,
      from: new Date('2026-02-01T00:00:00Z'),
      to: new Date('2026-04-15T00:00:00Z'),
    }).filter(
      (e) =>
        e.type === 'aspect' &&
        e.transiting === 'mercury' &&
        e.natal === 'sun' &&
        e.aspect === 'conjunction',
    );
    expect(hits).toHaveLength(3);
  });

  test('a hit exactly at the start of the range is reported', () => {
    const first = events.find((e) => e.type === 'aspect' && e.transiting === 'mars')!;
    const from = new Date(first.exact);
    const again = findTransits(store, {
      natal,
      timeKnown: true,
      from,
      to: new Date(from.getTime() + 86400000),
    });
    expect(
      again.some((e) => e.type === 'aspect' && e.transiting === 'mars' && e.exact === first.exact),
    ).toBe(true);
  });

  test('without a birth time the angles are left out; the Moon and minor aspects only on request', () => {
    const noTime = findTransits(store, { natal, timeKnown: false, from: FROM, to: TO });
    expect(noTime.some((e) => e.type === 'aspect' && (e.natal === 'asc' || e.natal === 'mc'))).toBe(
      false,
    );
    expect(events.some((e) => (e.type === 'aspect' ? e.transiting : e.body) === 'moon')).toBe(
      false,
    );
    const month = { natal, timeKnown: true, from: FROM, to: new Date('2026-02-01T00:00:00Z') };
    const withMoon = findTransits(store, { ...month, moon: true, minor: true });
    expect(withMoon.some((e) => e.type === 'aspect' && e.transiting === 'moon')).toBe(true);
    expect(withMoon.some((e) => e.type === 'aspect' && e.aspect === 'quincunx')).toBe(true);
  });

  test('refuses a range that ends before it starts', () => {
    expect(() => findTransits(store, { natal, timeKnown: true, from: TO, to: FROM })).toThrow(
      RangeError,
    );
  });
});
