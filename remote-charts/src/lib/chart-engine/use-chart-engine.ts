import { useEffect, useMemo, useState } from 'react';
import { type ChartEngine, loadChartEngine } from '@astro/astrology';

export type ChartEngineState =
  | { status: 'loading'; loaded: number; total: number }
  | { status: 'ready'; engine: ChartEngine }
  | { status: 'error'; message: string; retry: () => void };

export interface ChartSpan {
  from: Date;
  to: Date;
}

/**
 * What a page computes: a span (every century from `from` to `to`), or separate instants (each
 * one's century only: a birth in 1650 progressed to today needs 1600–1700 and this century, not
 * the two between).
 */
export type ChartEngineNeeds = ChartSpan | readonly Date[];

/** The centuries the engine loaded before it covered 1500–2500: a page that names no instants gets these. */
const MODERN_CENTURIES: ChartSpan = {
  from: new Date('1800-01-01T00:00:00Z'),
  to: new Date('2200-12-31T23:59:59Z'),
};

const isSpan = (needs: ChartEngineNeeds): needs is ChartSpan => !Array.isArray(needs);

/** The needs as [from, to] times; 1800–2200 when none can be read. */
const timesOf = (needs: ChartEngineNeeds | undefined): [number, number][] => {
  const spans = needs === undefined ? [] : isSpan(needs) ? [needs] : needs.map((at) => ({ from: at, to: at }));
  const times = spans
    .map((span): [number, number] => [span.from.getTime(), span.to.getTime()])
    .filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to));
  return times.length > 0 ? times : [[MODERN_CENTURIES.from.getTime(), MODERN_CENTURIES.to.getTime()]];
};

/**
 * Loads the chart engine's ephemeris (one file per body and century, cached for offline use
 * afterwards) for what the page computes, and reports how many files have arrived; without
 * `needs`, 1800–2200 (about 1 MB compressed). The engine is handed out only once it covers every
 * need, so a page never computes with a century still on its way; files already loaded are not
 * read again when the needs change.
 */
export function useChartEngine(needs?: ChartEngineNeeds): ChartEngineState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChartEngineState>({ status: 'loading', loaded: 0, total: 11 });
  const [progress, setProgress] = useState({ loaded: 0, total: 11 });
  // A key that changes only when the needs do: pages build new Date objects on every render.
  const key = JSON.stringify(timesOf(needs));
  const spans = useMemo(
    () => (JSON.parse(key) as [number, number][]).map(([from, to]) => ({ from: new Date(from), to: new Date(to) })),
    [key],
  );
  useEffect(() => {
    let active = true;
    const perSpan = spans.map(() => ({ loaded: 0, total: 0 }));
    const report = () => {
      if (!active) return;
      setProgress({
        loaded: perSpan.reduce((sum, p) => sum + p.loaded, 0),
        total: Math.max(11, perSpan.reduce((sum, p) => sum + p.total, 0)),
      });
    };
    Promise.all(
      spans.map((span, i) =>
        loadChartEngine((step) => {
          perSpan[i] = step;
          report();
        }, span),
      ),
    ).then(
      ([engine]) => active && setState({ status: 'ready', engine }),
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
  }, [attempt, spans]);
  const covered = state.status === 'ready' && spans.every((span) => state.engine.covers(span.from, span.to));
  if (state.status === 'loading' || (state.status === 'ready' && !covered)) return { status: 'loading', ...progress };
  return state;
}
