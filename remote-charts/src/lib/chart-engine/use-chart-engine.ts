import { useEffect, useState } from 'react';
import { type ChartEngine, loadChartEngine } from '@astro/astrology';

export type ChartEngineState =
  | { status: 'loading'; loaded: number; total: number }
  | { status: 'ready'; engine: ChartEngine }
  | { status: 'error'; message: string; retry: () => void };

/**
 * Loads the chart engine's ephemeris (one chunk per body, about 2.9 MB compressed, cached for
 * offline use afterwards) and reports how many chunks have arrived.
 */
export function useChartEngine(): ChartEngineState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChartEngineState>({ status: 'loading', loaded: 0, total: 11 });
  useEffect(() => {
    let active = true;
    loadChartEngine((progress) => {
      if (active) setState((current) => (current.status === 'ready' ? current : { status: 'loading', ...progress }));
    }).then(
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
  }, [attempt]);
  return state;
}
