import {
  type Chart,
  type ChartInput,
  reReadBirthInstant,
} from '@astro/astrology';
import type { SavedChart } from './chart-record';

/** A saved chart's natal chart, and what it was cast from, for pages that compare charts with it. */
export interface NatalChart {
  chart: Chart;
  /** False when the birth time is unknown: cast for noon, without houses or angles. */
  timeKnown: boolean;
  /** The instant and place the chart is cast for: progressions and returns start from it. */
  input: ChartInput;
}

/**
 * The stored snapshot when it is current (the engine's result when the chart was saved), else the
 * chart cast again from the birth data, as the chart page does. Null while that needs the engine
 * and it has not loaded (`compute` null): a current snapshot needs no engine at all.
 */
export function natalChartOf(
  saved: SavedChart,
  compute: ((input: ChartInput) => Chart) | null,
): NatalChart | null {
  const { birth, snapshot } = saved;
  const place = { lat: birth.place.lat, lon: birth.place.lon, houses: birth.houseSystem };
  if (snapshot) {
    return {
      chart: snapshot.chart,
      timeKnown: snapshot.timeKnown,
      input: { ...place, utc: new Date(snapshot.chart.utc) },
    };
  }
  if (!compute) return null;
  const input = { ...place, utc: reReadBirthInstant(birth) };
  return { chart: compute(input), timeKnown: birth.time !== null, input };
}
