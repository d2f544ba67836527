import {
  type ChartEngine,
  chartOfRow,
  HOUSE_SYSTEM_LABELS,
  currentSnapshotOfRow,
  type SavedChartRow,
  savedChartRowSchema,
  type SavedChartSnapshot,
} from '@astro/astrology';
import { POINT_NAMES, type PointName } from '../../../lib/zodiac';
import type { ReadingChart } from './reading-chart';

/** The saved charts among PostgREST's rows; a row that does not fit the schema is left out. */
export function savedChartRowsOf(data: unknown): SavedChartRow[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((value) => {
    const row = savedChartRowSchema.safeParse(value);
    return row.success ? [row.data] : [];
  });
}

function describeBirth(row: SavedChartRow, timeKnown: boolean): string {
  const parts: string[] = [];
  if (/^\d{4}-\d{2}-\d{2}$/.test(row.birth_date)) {
    const date = new Date(`${row.birth_date}T12:00:00Z`);
    parts.push(
      date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
  }
  parts.push(timeKnown && row.birth_time ? row.birth_time.slice(0, 5) : 'birth time unknown');
  if (row.place_name) parts.push(row.place_name);
  return parts.join(', ');
}

/** A saved chart, with the engine's result for it, as a worked example. */
export function readingChartOf(row: SavedChartRow, snapshot: SavedChartSnapshot): ReadingChart {
  const { chart, timeKnown } = snapshot;
  const points: Partial<Record<PointName, number>> = {};
  const houses: Partial<Record<PointName, number>> = {};
  for (const name of POINT_NAMES) {
    points[name] = chart.bodies[name].lon;
    houses[name] = chart.bodies[name].house;
  }
  return {
    source: 'saved',
    id: row.id,
    name: row.name,
    birthLine: describeBirth(row, timeKnown),
    points,
    houses: timeKnown ? houses : null,
    angles: timeKnown ? { asc: chart.angles.asc, mc: chart.angles.mc } : null,
    cusps: timeKnown ? chart.houses.cusps : null,
    houseSystem: timeKnown ? HOUSE_SYSTEM_LABELS[chart.houses.system] : null,
  };
}

/**
 * The worked example for a saved chart: its stored snapshot when current (and cast for the
 * instant its birth data reads as now), else the chart recomputed from the birth data. The engine (and its ephemeris) loads only for old rows.
 */
export async function readingChartOfRow(
  row: SavedChartRow,
  loadEngine: () => Promise<ChartEngine>,
): Promise<ReadingChart> {
  const stored = currentSnapshotOfRow(row);
  if (stored) return readingChartOf(row, stored);
  const engine = await loadEngine();
  return readingChartOf(row, chartOfRow(row, engine.computeChart));
}
