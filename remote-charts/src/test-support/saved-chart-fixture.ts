import type { ChartEngine } from '@astro/astrology';
import { snapshotOf } from '@astro/astrology';
import type { SavedChart } from '../features/saved-charts';

/** A saved chart as the gate hands it to a page, with a current snapshot cast by `engine`. */
export function savedChart(
  engine: ChartEngine,
  overrides: { id?: string; name?: string; utc?: string; timeKnown?: boolean } = {},
): SavedChart {
  const utc = overrides.utc ?? '1990-05-15T13:30:00.000Z';
  const place = { name: 'London', lat: 51.5074, lon: -0.1278, timeZone: 'Europe/London' };
  const chart = engine.computeChart({
    utc: new Date(utc),
    lat: place.lat,
    lon: place.lon,
    houses: 'placidus',
  });
  return {
    id: overrides.id ?? '6f1c7a52-58a4-4d43-9a4e-2b7d0f0c1a11',
    birth: {
      name: overrides.name ?? 'Ada',
      date: utc.slice(0, 10),
      time: overrides.timeKnown === false ? null : '14:30',
      place,
      houseSystem: 'placidus',
      utc,
      utcOffsetSeconds: 3600,
    },
    snapshot: snapshotOf(chart, overrides.timeKnown ?? true),
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}
