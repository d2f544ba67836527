import { selectSessionUser, useAppSelector } from '@astro/shared';
import { useMemo } from 'react';
import { useGetLessonProgressQuery } from '../api/lesson-progress-api';
import { progressBySlug } from '../model/progress';

/** The signed-in learner's progress, as rows and by lesson slug. */
export function useLessonProgress() {
  const user = useAppSelector(selectSessionUser);
  const query = useGetLessonProgressQuery(user?.id ?? '', { skip: !user });
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const bySlug = useMemo(() => progressBySlug(rows), [rows]);
  return {
    userId: user?.id ?? null,
    rows,
    bySlug,
    isLoading: query.isLoading,
    /** When the progress shown was read from the server (offline, it may be a copy kept here). */
    fulfilledTimeStamp: query.fulfilledTimeStamp,
    error: query.error,
    refetch: query.refetch,
  };
}
