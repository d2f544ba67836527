import { getSupabase, selectSessionUser, useAppSelector } from '@astro/shared';
import { useEffect } from 'react';

/** Names this remote records in profiles.feature_usage_stats (the RPC accepts [a-z][a-z0-9_]*). */
export const LEARNING_FEATURES = {
  curriculum: 'learning',
  lesson: 'learning_lesson',
  brainInfo: 'learning_brain_info',
} as const;
export type LearningFeature = (typeof LEARNING_FEATURES)[keyof typeof LEARNING_FEATURES];

/**
 * Counts one visit per mount (and per key, e.g. per lesson) with the update_feature_usage RPC.
 * Usage statistics are best effort: a failure is logged and never disturbs the page.
 */
export function useRecordFeatureVisit(feature: LearningFeature, key?: string) {
  const user = useAppSelector(selectSessionUser);
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    // Deferred a tick so React's development double-mount records one visit, not two.
    const timer = setTimeout(() => {
      if (cancelled) return;
      getSupabase()
        .rpc('update_feature_usage', { user_id: userId, feature_name: feature })
        .then(({ error }) => {
          if (error) console.warn(`Could not record a visit to ${feature}: ${error.message}`);
        });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userId, feature, key]);
}
