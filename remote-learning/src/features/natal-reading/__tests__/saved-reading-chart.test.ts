/**
 * @jest-environment node
 */
import {
  type Chart,
  type ChartEngine,
  loadChartEngine,
  type SavedChartRow,
  snapshotOf,
} from '@astro/astrology';
import { formatPosition } from '../../../lib/zodiac';
import { readingChartOfRow, savedChartRowsOf } from '../model/saved-reading-chart';

// London, 15 May 1990, 14:30 BST: the chart pages' reference chart, with the Sun at 24°27′ Taurus
// in the 9th house and Virgo rising (Placidus).
const BIRTH = { utc: new Date('1990-05-15T13:30:00Z'), lat: 51.5074, lon: -0.1278 };

let engine: ChartEngine;
let chart: Chart;
beforeAll(async () => {
  engine = await loadChartEngine();
  chart = engine.computeChart({ ...BIRTH, houses: 'placidus' });
});

function row(snapshot: unknown, overrides: Partial<SavedChartRow> = {}): SavedChartRow {
  return {
    id: '5b0e7c1e-8c1a-4a4e-9d7e-3f1f0b6c2a11',
    name: 'London reference',
    birth_date: '1990-05-15',
    birth_time: '14:30:00',
    time_unknown: false,
    place_name: 'London, England, United Kingdom',
    latitude: BIRTH.lat,
    longitude: BIRTH.lon,
    time_zone: 'Europe/London',
    birth_utc: BIRTH.utc.toISOString(),
    settings: { houseSystem: 'placidus' },
    snapshot,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const noEngine = () => Promise.reject(new Error('a current snapshot needs no engine'));

describe('reading a saved chart', () => {
  it('reads a current (version 2) snapshot as stored, without loading the engine', async () => {
    const reading = await readingChartOfRow(row(snapshotOf(chart, true)), noEngine);
    expect(reading).toMatchObject({
      source: 'saved',
      id: '5b0e7c1e-8c1a-4a4e-9d7e-3f1f0b6c2a11',
      name: 'London reference',
      birthLine: '15 May 1990, 14:30, London, England, United Kingdom',
      houseSystem: 'Placidus',
    });
    expect(formatPosition(reading.points.sun!)).toBe('24°27′ Taurus');
    expect(reading.houses?.sun).toBe(9);
    expect(reading.houses?.saturn).toBe(5);
    expect(formatPosition(reading.angles!.asc)).toMatch(/Virgo$/);
    expect(reading.cusps).toHaveLength(12);
  });

  it.each([
    ['a version 1 snapshot of sign names', { version: 1, sun: 'Taurus', moon: 'Capricorn' }],
    ['no snapshot', null],
  ])('recomputes the chart from the birth data when it has %s', async (_, snapshot) => {
    const load = jest.fn(() => Promise.resolve(engine));
    const reading = await readingChartOfRow(row(snapshot), load);
    expect(load).toHaveBeenCalledTimes(1);
    const stored = await readingChartOfRow(row(snapshotOf(chart, true)), noEngine);
    expect(reading).toEqual(stored);
  });

  it('leaves out houses and angles when the birth time is unknown', async () => {
    const load = jest.fn(() => Promise.resolve(engine));
    const reading = await readingChartOfRow(
      row({ version: 1, sun: 'Taurus' }, { birth_time: null, time_unknown: true }),
      load,
    );
    expect(reading).toMatchObject({ houses: null, angles: null, cusps: null, houseSystem: null });
    expect(reading.birthLine).toBe(
      '15 May 1990, birth time unknown, London, England, United Kingdom',
    );
    expect(reading.points.moon).toBeDefined();
  });

  it('keeps only the rows that fit the saved-chart schema', () => {
    const good = row(null);
    expect(savedChartRowsOf([good, { id: 'x', name: 'broken' }, null])).toEqual([good]);
    expect(savedChartRowsOf(null)).toEqual([]);
  });
});
