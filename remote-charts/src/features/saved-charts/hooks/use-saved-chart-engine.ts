import { reReadBirthInstant } from '@astro/astrology';
import { useMemo } from 'react';
import { type ChartEngineState, useChartEngine } from '../../../lib/chart-engine/use-chart-engine';
import type { SavedChart } from '../model/chart-record';

/**
 * The chart engine for pages about saved charts: loaded for the century of each birth and of
 * each other instant the page computes (a chosen date), so a chart of 1650 works and a modern one
 * downloads only its own century.
 */
export function useSavedChartEngine(
  saved: readonly (SavedChart | null | undefined)[],
  others: readonly Date[] = [],
): ChartEngineState {
  const births = useMemo(
    () =>
      saved.flatMap((chart) => {
        if (!chart) return [];
        try {
          return [reReadBirthInstant(chart.birth)];
        } catch {
          return [new Date(chart.birth.utc)];
        }
      }),
    [saved],
  );
  return useChartEngine([...births, ...others]);
}
