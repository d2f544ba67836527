import { useEffect, useState } from 'react';
import { type ChartEngine, loadChartEngine } from '@astro/astrology';

export type ChartEngineState =
  | { status: 'loading'; loaded: number; total: number }
  | { status: 'ready'; engine: ChartEngine }
  | { status: 'error'; message: string; retry: () => void };

/**
 * Loads the chart engine's ephemeris (one file per body and century, cached for offline use
 * afterwards) and reports how many files have arrived: for `span` only (the engine's `prepare()`
 * loads other centuries when a chart needs them), or else all of 1800–2200 (about 1 MB
 * compressed).
 */
export function useChartEngine(span?: { from: Date; to: Date }): ChartEngineState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChartEngineState>({ status: 'loading', loaded: 0, total: 11 });
  const from = span?.from.getTime();
  const to = span?.to.getTime();
  useEffect(() => {
    let active = true;
    const range = from === undefined || to === undefined ? undefined : { from: new Date(from), to: new Date(to) };
    loadChartEngine((progress) => {
      if (active) setState((current) => (current.status === 'ready' ? current : { status: 'loading', ...progress }));
    }, range).then(
      (engine) => active && setState({ status: 'ready', engine }),
      (error: unknown) =>
        active &&
        setState({
          status: 'error',
          message: navigator.onLine === false
            ? 'The chart data has not been downloaded to this device yet, and you are offline.'
            : `The chart data could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
          retry: () => {
            setState({ status: 'loading', loaded: 0, total: 11 });
            setAttempt((n) => n + 1);
          },
        }),
    );
    return () => {
      active = false;
    };
  }, [attempt, from, to]);
  return state;
}
