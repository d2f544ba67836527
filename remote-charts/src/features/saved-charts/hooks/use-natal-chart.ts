import type { ChartEngine } from '@astro/astrology';
import { useMemo } from 'react';
import type { SavedChart } from '../model/chart-record';
import { type NatalChart, natalChartOf } from '../model/natal-chart';

export interface NatalChartState {
  /** Null while it needs the engine and the engine has not loaded, or when it cannot be cast. */
  natal: NatalChart | null;
  error: string | null;
}

/**
 * A saved chart's natal chart for a page: its current snapshot at once, else cast once the engine
 * is ready. A chart read from its snapshot keeps its identity when the engine arrives, so work
 * keyed on it (the transit timeline's worker) is not thrown away and started again.
 */
export function useNatalChart(saved: SavedChart, engine: ChartEngine | null): NatalChartState {
  const needed = saved.snapshot ? null : engine;
  return useMemo(() => {
    try {
      return { natal: natalChartOf(saved, needed ? needed.computeChart : null), error: null };
    } catch (error) {
      return { natal: null, error: error instanceof Error ? error.message : String(error) };
    }
  }, [saved, needed]);
}
