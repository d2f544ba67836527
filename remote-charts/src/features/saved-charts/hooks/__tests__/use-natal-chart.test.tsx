import type { Chart, ChartEngine, SavedChartSnapshot } from '@astro/astrology';
import { renderHook } from '@testing-library/react';
import type { SavedChart } from '../../model/chart-record';
import { useNatalChart } from '../use-natal-chart';

const chart = { utc: '1990-05-15T13:30:00.000Z' } as unknown as Chart;

function savedChart(snapshot: SavedChartSnapshot | null): SavedChart {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    birth: {
      name: 'Ada',
      date: '1990-05-15',
      time: '14:30',
      place: { name: 'London', lat: 51.5074, lon: -0.1278, timeZone: 'Europe/London' },
      houseSystem: 'placidus',
      utc: '1990-05-15T13:30:00.000Z',
      utcOffsetSeconds: 3600,
    },
    snapshot,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

const engineCasting = (cast: Chart) =>
  ({ computeChart: jest.fn(() => cast) }) as unknown as ChartEngine & {
    computeChart: jest.Mock;
  };

describe('useNatalChart', () => {
  it('keeps the snapshot chart, the same object, when the engine arrives', () => {
    const saved = savedChart({ chart, timeKnown: true } as unknown as SavedChartSnapshot);
    const engine = engineCasting({ utc: 'recast' } as unknown as Chart);
    const { result, rerender } = renderHook(({ ready }) => useNatalChart(saved, ready), {
      initialProps: { ready: null as ChartEngine | null },
    });
    const before = result.current;
    expect(before.natal?.chart).toBe(chart);
    rerender({ ready: engine });
    // Same state object: a memo or effect keyed on it does not run again.
    expect(result.current).toBe(before);
    expect(engine.computeChart).not.toHaveBeenCalled();
  });

  it('casts the chart once the engine arrives when there is no current snapshot', () => {
    const saved = savedChart(null);
    const cast = { utc: '1990-05-15T13:30:00.000Z' } as unknown as Chart;
    const engine = engineCasting(cast);
    const { result, rerender } = renderHook(({ ready }) => useNatalChart(saved, ready), {
      initialProps: { ready: null as ChartEngine | null },
    });
    expect(result.current).toEqual({ natal: null, error: null });
    rerender({ ready: engine });
    expect(result.current.natal?.chart).toBe(cast);
    expect(engine.computeChart).toHaveBeenCalledTimes(1);
  });
});
