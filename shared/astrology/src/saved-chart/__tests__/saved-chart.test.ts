import { type ChartEngine, loadChartEngine } from '../../engine';
import {
  bigThreeOf,
  chartInputOf,
  chartOfRow,
  readSnapshot,
  SAVED_CHART_VERSION,
  type SavedChartRow,
  savedChartRowSchema,
  snapshotOf,
} from '../saved-chart';

let engine: ChartEngine;
beforeAll(async () => {
  engine = await loadChartEngine();
});

// 15 May 1990, 14:30 in London (BST): Sun in Taurus, Moon in Capricorn, Virgo rising.
const row: SavedChartRow = savedChartRowSchema.parse({
  id: '0b7a1c9e-3f43-4b6e-9a52-1d2f3a4b5c61',
  name: 'Ada',
  birth_date: '1990-05-15',
  birth_time: '14:30:00',
  time_unknown: false,
  place_name: 'London, England, United Kingdom',
  latitude: 51.50853,
  longitude: -0.12574,
  time_zone: 'Europe/London',
  birth_utc: '1990-05-15T13:30:00+00:00',
  settings: { houseSystem: 'placidus', utcOffsetSeconds: 3600 },
  snapshot: null,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});

const cast = () =>
  engine.computeChart({
    utc: new Date(row.birth_utc),
    lat: row.latitude,
    lon: row.longitude,
    houses: 'placidus',
  });

describe('the saved-chart snapshot', () => {
  test('round-trips through JSON, as it does through the database', () => {
    const snapshot = snapshotOf(cast(), true);
    expect(snapshot.version).toBe(SAVED_CHART_VERSION);
    expect(readSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
  });

  test('an older or damaged snapshot reads as missing, so readers recompute it', () => {
    expect(
      readSnapshot({ version: 1, sun: 'Taurus', moon: 'Capricorn', ascendant: 'Virgo' }),
    ).toBeNull();
    expect(readSnapshot(null)).toBeNull();
    const damaged = JSON.parse(JSON.stringify(snapshotOf(cast(), true)));
    delete damaged.chart.bodies.saturn;
    expect(readSnapshot(damaged)).toBeNull();
    const offTheWheel = JSON.parse(JSON.stringify(snapshotOf(cast(), true)));
    offTheWheel.chart.bodies.sun.house = 13;
    expect(readSnapshot(offTheWheel)).toBeNull();
  });

  test('a row with an old snapshot is recomputed from its birth data', () => {
    const old = {
      ...row,
      snapshot: { version: 1, sun: 'Taurus', moon: 'Capricorn', ascendant: 'Virgo' },
    };
    const snapshot = chartOfRow(old, engine.computeChart);
    expect(snapshot).toEqual(snapshotOf(cast(), true));
    expect(bigThreeOf(snapshot)).toEqual({ sun: 'Taurus', moon: 'Capricorn', ascendant: 'Virgo' });
  });

  test('a current snapshot is used as stored', () => {
    const stored = snapshotOf(cast(), true);
    const compute = jest.fn(engine.computeChart);
    expect(chartOfRow({ ...row, snapshot: stored }, compute)).toEqual(stored);
    expect(compute).not.toHaveBeenCalled();
  });

  test('without a birth time there is no Ascendant to name', () => {
    const unknown = { ...row, birth_time: null, time_unknown: true };
    expect(bigThreeOf(chartOfRow(unknown, engine.computeChart)).ascendant).toBeNull();
  });

  // Einstein, Ulm, 14 March 1879, 11:30, as an older version saved it: read with Berlin's
  // mean time (UTC+0:53:28), so 10:36:32 UT, where Ulm's own (UTC+0:39:56) gives 10:50:04.
  const einstein = savedChartRowSchema.parse({
    ...row,
    birth_date: '1879-03-14',
    birth_time: '11:30:00',
    latitude: 48.4,
    longitude: 9.98333,
    time_zone: 'Europe/Berlin',
    birth_utc: '1879-03-14T10:36:32+00:00',
    settings: { houseSystem: 'placidus', utcOffsetSeconds: 3208 },
  });

  test('a row is cast for the instant its birth data reads as now, not the one stored with it', () => {
    expect(chartInputOf(einstein).utc.toISOString()).toBe('1879-03-14T10:50:04.000Z');
    // The clock the user chose is kept: a fixed offset reads the time with that offset.
    const fixed = { ...einstein.settings, clock: { kind: 'offset', offsetSeconds: 3600 } };
    expect(chartInputOf({ ...einstein, settings: fixed }).utc.toISOString()).toBe(
      '1879-03-14T10:30:00.000Z',
    );
  });

  test('a snapshot cast for an instant the birth data no longer reads as is cast again', () => {
    const stale = snapshotOf(
      engine.computeChart({ ...chartInputOf(einstein), utc: new Date(einstein.birth_utc) }),
      true,
    );
    const snapshot = chartOfRow({ ...einstein, snapshot: stale }, engine.computeChart);
    expect(snapshot.chart.utc).toBe('1879-03-14T10:50:04.000Z');
    expect(snapshot).toEqual(snapshotOf(engine.computeChart(chartInputOf(einstein)), true));
  });
});
