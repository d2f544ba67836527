import { useEffect, useState } from 'react';
import type { TimelineRequest } from '../model/timeline-slices';
import {
  runTransitTimeline,
  type TimelineProgress,
  type TimelineSite,
} from '../worker/run-transit-timeline';

export interface TransitTimelineState {
  progress: TimelineProgress;
  site: TimelineSite | null;
  /** Computes again, after an error. */
  retry: () => void;
}

interface Update {
  request: TimelineRequest;
  attempt: number;
  progress: TimelineProgress;
  site: TimelineSite;
}

/** The transit events of `request`'s range, computed off the page's main work, with progress. */
export function useTransitTimeline(request: TimelineRequest | null): TransitTimelineState {
  const [attempt, setAttempt] = useState(0);
  const [update, setUpdate] = useState<Update | null>(null);
  useEffect(() => {
    if (!request) return;
    return runTransitTimeline(request, (progress, site) =>
      setUpdate({ request, attempt, progress, site }),
    );
  }, [request, attempt]);

  // An update of an earlier request or attempt is stale: the new one starts from nothing.
  const current =
    update && update.request === request && update.attempt === attempt ? update : null;
  return {
    progress: current?.progress ?? {
      status: 'computing',
      done: 0,
      total: request?.slices ?? 0,
      events: [],
    },
    site: current?.site ?? null,
    retry: () => setAttempt((n) => n + 1),
  };
}
