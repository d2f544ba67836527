import {
  type ChartEngine,
  type EphemerisProgressListener,
  loadChartEngine,
  type TransitEvent,
} from '@astro/astrology';
import { whenIdle } from '@astro/shared';
import { computeSlice, mergeEvents, type TimelineRequest } from '../model/timeline-slices';
import { startTransitWorker } from './start-transit-worker';
import type { WorkerReply, WorkerRequest } from './transit-protocol';

export type TimelineProgress =
  /** The ephemeris is downloading (in the worker, or on the page). */
  | { status: 'loading'; loaded: number; total: number }
  | { status: 'computing'; done: number; total: number; events: TransitEvent[] }
  | { status: 'done'; events: TransitEvent[] }
  | { status: 'error'; message: string };

/** Where the timeline was computed: shown as a data attribute, for tests and support. */
export type TimelineSite = 'worker' | 'page';
export type TimelineListener = (progress: TimelineProgress, site: TimelineSite) => void;

export interface TimelineRunner {
  /** Throws when no worker can be started here. */
  startWorker: () => Worker;
  loadEngine: (onProgress: EphemerisProgressListener) => Promise<Pick<ChartEngine, 'findTransits'>>;
  /** Runs a task when the page is idle; returns a cancel function. */
  idle: (task: () => void) => () => void;
  /** How long a started worker may stay silent before the page computes the timeline itself. */
  workerTimeoutMs: number;
}

// The timeout keeps a busy page from starving the timeline: a slice takes a few milliseconds.
const whenPageIdle = (task: () => void) => whenIdle(task, 200);

export const DEFAULT_RUNNER: TimelineRunner = {
  startWorker: startTransitWorker,
  loadEngine: loadChartEngine,
  idle: whenPageIdle,
  workerTimeoutMs: 10_000,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function computeInWorker(
  request: TimelineRequest,
  emit: TimelineListener,
  runner: TimelineRunner,
  fallBack: () => void,
): () => void {
  let worker: Worker;
  try {
    worker = runner.startWorker();
  } catch {
    fallBack();
    return () => undefined;
  }
  let settled = false;
  let events: TransitEvent[] = [];
  let received = 0;
  const settle = () => {
    settled = true;
    clearTimeout(watchdog);
    worker.terminate();
  };
  // Whatever keeps the worker from finishing (its script blocked or failing to load, the
  // ephemeris unreachable from it, a crash), the page still gets its timeline.
  const giveUp = () => {
    if (settled) return;
    settle();
    fallBack();
  };
  const watchdog = setTimeout(giveUp, runner.workerTimeoutMs);

  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    if (settled) return;
    clearTimeout(watchdog);
    const reply = event.data;
    if (reply.type === 'loading')
      emit({ status: 'loading', loaded: reply.loaded, total: reply.total }, 'worker');
    else if (reply.type === 'slice') {
      events = mergeEvents(events, reply.events);
      received += 1;
      emit({ status: 'computing', done: received, total: request.slices, events }, 'worker');
    } else if (reply.type === 'done') {
      settle();
      emit({ status: 'done', events }, 'worker');
    } else if (reply.type === 'error') giveUp();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    giveUp();
  };
  worker.onmessageerror = giveUp;
  worker.postMessage({ type: 'compute', request } satisfies WorkerRequest);
  return () => {
    if (!settled) settle();
  };
}

/** The same work on the page, one part per idle moment, so input and scrolling stay smooth. */
function computeOnPage(
  request: TimelineRequest,
  emit: TimelineListener,
  runner: TimelineRunner,
): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const report = (progress: TimelineProgress) => {
    if (!cancelled) emit(progress, 'page');
  };
  void (async () => {
    let engine: Pick<ChartEngine, 'findTransits'>;
    try {
      engine = await runner.loadEngine((progress) => report({ status: 'loading', ...progress }));
    } catch (error) {
      report({ status: 'error', message: messageOf(error) });
      return;
    }
    let events: TransitEvent[] = [];
    report({ status: 'computing', done: 0, total: request.slices, events });
    const step = (index: number) => {
      cancelIdle = runner.idle(() => {
        if (cancelled) return;
        try {
          events = mergeEvents(events, computeSlice(engine, request, index));
        } catch (error) {
          report({ status: 'error', message: messageOf(error) });
          return;
        }
        if (index + 1 < request.slices) {
          report({ status: 'computing', done: index + 1, total: request.slices, events });
          step(index + 1);
        } else report({ status: 'done', events });
      });
    };
    if (!cancelled) step(0);
  })();
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/**
 * Computes the timeline in a worker, or on the page when no worker can run it, and reports each
 * step to `listener`. Returns a function that stops the work (and the worker).
 */
export function runTransitTimeline(
  request: TimelineRequest,
  listener: TimelineListener,
  runner: TimelineRunner = DEFAULT_RUNNER,
): () => void {
  let stopped = false;
  const emit: TimelineListener = (progress, site) => {
    if (!stopped) listener(progress, site);
  };
  let stopWorker = () => undefined as void;
  let stopPage = () => undefined as void;
  const fallBack = () => {
    if (stopped) return;
    stopPage = computeOnPage(request, emit, runner);
  };
  stopWorker = computeInWorker(request, emit, runner, fallBack);
  return () => {
    stopped = true;
    stopWorker();
    stopPage();
  };
}
