import { getSupabase, selectSessionUser, useAppSelector } from '@astro/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from '@astro/shared';
import { featureForPath } from '../model/feature-names';
import { whenSecondStepPassed } from '../model/second-step-gate';
import type { SessionTracker } from '../model/session-tracker';

// Only signed-in users are tracked, so a visitor's first page does not download the tracker.
const loadTracker = () => import('../model/session-tracker');

let current: SessionTracker | null = null;

/** Ends the running session cleanly; call before signing out, while the token still works. */
export async function endSessionTracking(): Promise<void> {
  const tracker = current;
  current = null;
  await tracker?.end();
}

/** Runs session tracking for the signed-in user and records visits to feature pages. */
export function useSessionTracking(): void {
  const user = useAppSelector(selectSessionUser);
  const userId = user?.id ?? null;
  const { pathname } = useLocation();
  const lastFeature = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let tracker: SessionTracker | null = null;
    // A signed-in user came from the Supabase client's own events, so it is loaded.
    const gate = whenSecondStepPassed(getSupabase());
    void Promise.all([loadTracker(), gate.ready]).then(([{ startSessionTracker }]) => {
      if (stopped) return;
      tracker = startSessionTracker(getSupabase(), userId);
      current = tracker;
    });
    return () => {
      stopped = true;
      gate.cancel();
      tracker?.stop();
      if (current === tracker) current = null;
    };
  }, [userId]);

  useEffect(() => {
    const feature = featureForPath(pathname);
    // One visit per arrival: moving within a feature (e.g. between charts) is not a new visit.
    if (!userId || !feature || feature === lastFeature.current) {
      lastFeature.current = feature;
      return;
    }
    lastFeature.current = feature;
    const gate = whenSecondStepPassed(getSupabase());
    void Promise.all([loadTracker(), gate.ready]).then(([{ recordFeatureVisit }]) =>
      recordFeatureVisit(getSupabase(), userId, feature),
    );
    // Leaving before the second step is passed leaves the visit unrecorded, as it was not made.
    return () => gate.cancel();
  }, [pathname, userId]);
}
