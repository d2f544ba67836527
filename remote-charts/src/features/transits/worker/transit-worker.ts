// The transit timeline's worker: a year of transits to every natal point takes the engine a few
// hundred milliseconds on a phone, too long to hold the page. Loaded by start-transit-worker.ts.
import { loadChartEngine } from '@astro/astrology';
import { computeSlice } from '../model/timeline-slices';
import type { WorkerReply, WorkerRequest } from './transit-protocol';

/** The little of a dedicated worker's global scope used here (the project's lib is the DOM's). */
interface WorkerScope {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;

async function compute({ request }: WorkerRequest): Promise<void> {
  try {
    // The ephemeris chunks come from the same files the page loads, so the second copy is
    // usually read from the browser's cache.
    // Only the centuries the timeline crosses; the natal chart arrives computed.
    const span = { from: new Date(request.from), to: new Date(request.to) };
    const engine = await loadChartEngine(
      (progress) => scope.postMessage({ type: 'loading', ...progress }),
      span,
    );
    for (let index = 0; index < request.slices; index++) {
      scope.postMessage({ type: 'slice', index, events: computeSlice(engine, request, index) });
    }
    scope.postMessage({ type: 'done' });
  } catch (error) {
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

scope.addEventListener('message', (event) => void compute(event.data));
scope.postMessage({ type: 'ready' });
