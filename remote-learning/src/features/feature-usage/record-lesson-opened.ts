import { getSupabase, selectSessionUser, useAppSelector } from '@astro/shared';
import { useEffect } from 'react';

/**
 * The name this remote records in profiles.feature_usage_stats. Page visits (/learning,
 * /learning/brain-info) are counted by the shell for every route, in one place; opening a lesson
 * happens inside the page (?lesson=…), so the remote counts that use itself.
 */
export const LESSON_OPENED_FEATURE = 'learning_lesson';

/**
 * Counts one opening per lesson shown with the update_feature_usage RPC. Usage statistics are
 * best effort: a failure is logged and never disturbs the page.
 */
export function useRecordLessonOpened(lessonSlug: string) {
  const user = useAppSelector(selectSessionUser);
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    // Deferred a tick so React's development double-mount records one opening, not two.
    const timer = setTimeout(() => {
      if (cancelled) return;
      getSupabase()
        .rpc('update_feature_usage', { user_id: userId, feature_name: LESSON_OPENED_FEATURE })
        .then(({ error }) => {
          if (error) console.warn(`Could not record that a lesson was opened: ${error.message}`);
        });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userId, lessonSlug]);
}
