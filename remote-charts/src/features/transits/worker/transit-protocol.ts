import type { TransitEvent } from '@astro/astrology';
import type { TimelineRequest } from '../model/timeline-slices';

/** From the page to the worker. */
export interface WorkerRequest {
  type: 'compute';
  request: TimelineRequest;
}

/** From the worker to the page. */
export type WorkerReply =
  /** The worker's code has loaded and runs: from here on it reports by itself. */
  | { type: 'ready' }
  /** Chunks of the ephemeris arrived. */
  | { type: 'loading'; loaded: number; total: number }
  | { type: 'slice'; index: number; events: TransitEvent[] }
  | { type: 'done' }
  | { type: 'error'; message: string };
