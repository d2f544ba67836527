import { loadChartEngine, snapshotOf } from '@astro/astrology';
import { EINSTEIN_SAVED_WITH_BERLIN_TIME } from '../../../test-support/einstein-birth';
import { birthToInsert, insertToSavedChart } from '../model/chart-record';

const einstein = EINSTEIN_SAVED_WITH_BERLIN_TIME;

async function savedWithSnapshotAt(utc: string) {
  const engine = await loadChartEngine();
  const chart = engine.computeChart({
    utc: new Date(utc),
    lat: einstein.place.lat,
    lon: einstein.place.lon,
    houses: einstein.houseSystem,
  });
  const id = '5c2b8f0e-1d4a-4c3b-9e7f-2a1b3c4d5e6f';
  return insertToSavedChart(
    birthToInsert(id, einstein, snapshotOf(chart, true)),
    '2026-01-01T00:00:00.000Z',
  );
}

test('a snapshot cast for the instant an older rule read is not used: the pages cast it again', async () => {
  const saved = await savedWithSnapshotAt(einstein.utc);
  expect(saved?.birth.name).toBe('Albert Einstein');
  expect(saved?.snapshot).toBeNull();
});

test('a snapshot cast for the instant the birth data denotes is used as it is', async () => {
  const saved = await savedWithSnapshotAt('1879-03-14T10:50:04.000Z');
  expect(saved?.snapshot?.chart.utc).toBe('1879-03-14T10:50:04.000Z');
});
