import { type ChartEngineState, useChartEngine } from '../../../lib/chart-engine/use-chart-engine';
import type { SavedChart } from '../model/chart-record';

/**
 * The chart engine for pages about saved charts: loaded for the century of each birth and of
 * each other instant the page computes (a chosen date), so a chart of 1650 works and a modern one
 * downloads only its own century. The saved instant names the century well enough: reading the
 * clock again moves it by an hour at most, and the engine loads two days either side.
 */
export function useSavedChartEngine(
  saved: readonly (SavedChart | null | undefined)[],
  others: readonly Date[] = [],
): ChartEngineState {
  const births = saved.flatMap((chart) => (chart ? [new Date(chart.birth.utc)] : []));
  return useChartEngine([...births, ...others]);
}
