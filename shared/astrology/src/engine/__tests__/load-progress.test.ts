/**
 * @jest-environment node
 */
import { type EphemerisLoadProgress, loadChartEngine } from '..';

test('loading reports each body chunk as it arrives, and later callers hear it is complete', async () => {
  const first: EphemerisLoadProgress[] = [];
  const engine = await loadChartEngine((progress) => first.push(progress));
  expect(first[0]).toEqual({ loaded: 0, total: 11 });
  expect(first.map((p) => p.loaded)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  expect(typeof engine.computeChart).toBe('function');

  const second: EphemerisLoadProgress[] = [];
  await loadChartEngine((progress) => second.push(progress));
  expect(second).toEqual([{ loaded: 11, total: 11 }]);
});
