import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  baseApi,
  getSupabase,
  isNetworkFailure,
  OFFLINE_MESSAGE,
  queueWrite,
  type RootState,
  type SupabaseQueryError,
} from '@astro/shared';
import { z } from 'zod';
import { type LessonProgress, mergeQuizResult } from '../model/progress';
import type { QuizResult } from '../model/quiz-scoring';

const COLUMNS = 'lesson_slug, module_slug, completed, quiz_score, quiz_total, updated_at';

const rowSchema = z.object({
  lesson_slug: z.string(),
  module_slug: z.string(),
  completed: z.boolean(),
  quiz_score: z.number().int().nullable(),
  quiz_total: z.number().int().nullable(),
  updated_at: z.string(),
});

function toProgress(row: z.infer<typeof rowSchema>): LessonProgress {
  return {
    lessonSlug: row.lesson_slug,
    moduleSlug: row.module_slug,
    completed: row.completed,
    quizScore: row.quiz_score,
    quizTotal: row.quiz_total,
    updatedAt: row.updated_at,
  };
}

function failure(error: unknown): { error: SupabaseQueryError } {
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return { error: { message: error.message, code } };
  }
  return { error: { message: String(error) } };
}

async function readRows(userId: string, lessonSlug?: string): Promise<LessonProgress[]> {
  let query = getSupabase().from('lesson_progress').select(COLUMNS).eq('user_id', userId);
  if (lessonSlug) query = query.eq('lesson_slug', lessonSlug);
  const { data, error } = await query;
  if (error) throw error;
  const rows = z.array(rowSchema).safeParse(data);
  if (!rows.success) throw new Error('The server sent lesson progress in an unexpected shape');
  return rows.data.map(toProgress);
}

export interface LessonRef {
  userId: string;
  lessonSlug: string;
  moduleSlug: string;
}

/** Set on a result kept on this device for want of a connection: the server has not got it yet. */
interface QueuedMeta {
  queued: true;
}
const QUEUED: QueuedMeta = { queued: true };

const progressTag = (userId: string) => [{ type: 'LessonProgress' as const, id: userId }];
/** A queued write reaches the server later; refetching now would only fail. */
const unlessQueued = (meta: unknown) => (meta as Partial<QueuedMeta> | undefined)?.queued !== true;

/** The id under which a lesson's visit or quiz result waits on this device to be sent. */
export const queuedProgressId = (kind: 'visit' | 'quiz', userId: string, lessonSlug: string) =>
  `lesson-${kind}:${userId}:${lessonSlug}`;

/**
 * Keeps a lesson_progress upsert on this device until the server can be reached. One visit and
 * one quiz result per lesson wait at a time: a newer one replaces the older.
 */
function queueProgress(
  kind: 'visit' | 'quiz',
  { userId, lessonSlug, moduleSlug }: LessonRef,
  values: object,
  label: string,
): void {
  queueWrite({
    id: queuedProgressId(kind, userId, lessonSlug),
    userId,
    label,
    request: {
      kind: 'upsert',
      table: 'lesson_progress',
      values: { user_id: userId, lesson_slug: lessonSlug, module_slug: moduleSlug, ...values },
      onConflict: 'user_id,lesson_slug',
      columns: 'lesson_slug',
    },
    invalidates: progressTag(userId),
  });
}

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The lesson's row as the cache has it (what the page shows), for merging a result offline. */
function cachedProgress(
  state: unknown,
  { userId, lessonSlug }: LessonRef,
): LessonProgress | undefined {
  const rows = lessonProgressApi.endpoints.getLessonProgress.select(userId)(
    state as RootState,
  ).data;
  return rows?.find((row) => row.lessonSlug === lessonSlug);
}

/** Shows a result kept on this device in the cached progress, as if the server had it. */
function showCachedProgress(
  dispatch: BaseQueryApi['dispatch'],
  userId: string,
  progress: LessonProgress,
): void {
  dispatch(
    lessonProgressApi.util.updateQueryData('getLessonProgress', userId, (rows) => {
      const index = rows.findIndex((row) => row.lessonSlug === progress.lessonSlug);
      if (index >= 0) rows[index] = progress;
      else rows.unshift(progress);
    }),
  );
}

/**
 * Lesson progress lives in lesson_progress (one row per user and lesson, protected by RLS), so it
 * follows the learner to every device.
 */
export const lessonProgressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLessonProgress: build.query<LessonProgress[], string>({
      async queryFn(userId) {
        // Offline the answer is known at once: the copy kept on this device is shown instead.
        if (offline()) return { error: { message: OFFLINE_MESSAGE, status: 0 } };
        try {
          return { data: await readRows(userId) };
        } catch (error) {
          return failure(error);
        }
      },
      providesTags: (_result, _error, userId) => [{ type: 'LessonProgress', id: userId }],
    }),
    /** Marks a lesson as the one last opened, keeping its completion and score. */
    recordLessonVisit: build.mutation<null, LessonRef>({
      async queryFn(ref) {
        const { userId, lessonSlug, moduleSlug } = ref;
        const queue = () => {
          queueProgress('visit', ref, {}, `Opening the lesson “${lessonSlug}”`);
          return { data: null, meta: QUEUED };
        };
        if (offline()) return queue();
        // Only these columns are written: on conflict PostgREST updates just them, and the
        // table's trigger moves updated_at to now.
        const { error } = await getSupabase()
          .from('lesson_progress')
          .upsert(
            { user_id: userId, lesson_slug: lessonSlug, module_slug: moduleSlug },
            { onConflict: 'user_id,lesson_slug' },
          );
        if (error && isNetworkFailure(error)) return queue();
        return error ? failure(error) : { data: null };
      },
      invalidatesTags: (_result, error, { userId }, meta) =>
        !error && unlessQueued(meta) ? progressTag(userId) : [],
    }),
    /** Stores a quiz attempt, merged with the latest stored row so nothing achieved is lost. */
    saveQuizResult: build.mutation<LessonProgress, LessonRef & { result: QuizResult }>({
      async queryFn({ userId, lessonSlug, moduleSlug, result }, api) {
        const ref = { userId, lessonSlug, moduleSlug };
        // Offline the result is merged with the progress the page shows and kept on this device.
        const queue = () => {
          const values = mergeQuizResult(cachedProgress(api.getState(), ref), result);
          queueProgress(
            'quiz',
            ref,
            {
              completed: values.completed,
              quiz_score: values.quizScore,
              quiz_total: values.quizTotal,
            },
            `Your quiz result for “${lessonSlug}”`,
          );
          const progress: LessonProgress = {
            lessonSlug,
            moduleSlug,
            completed: values.completed,
            quizScore: values.quizScore,
            quizTotal: values.quizTotal,
            updatedAt: new Date().toISOString(),
          };
          showCachedProgress(api.dispatch, userId, progress);
          return { data: progress, meta: QUEUED };
        };
        if (offline()) return queue();
        try {
          const [stored] = await readRows(userId, lessonSlug);
          const values = mergeQuizResult(stored, result);
          const { data, error } = await getSupabase()
            .from('lesson_progress')
            .upsert(
              {
                user_id: userId,
                lesson_slug: lessonSlug,
                module_slug: moduleSlug,
                completed: values.completed,
                quiz_score: values.quizScore,
                quiz_total: values.quizTotal,
              },
              { onConflict: 'user_id,lesson_slug' },
            )
            .select(COLUMNS)
            .single();
          if (error) return isNetworkFailure(error) ? queue() : failure(error);
          const row = rowSchema.safeParse(data);
          if (!row.success)
            return { error: { message: 'The server sent lesson progress in an unexpected shape' } };
          return { data: toProgress(row.data) };
        } catch (error) {
          return isNetworkFailure(error) ? queue() : failure(error);
        }
      },
      invalidatesTags: (_result, error, { userId }, meta) =>
        !error && unlessQueued(meta) ? progressTag(userId) : [],
    }),
  }),
});

export const {
  useGetLessonProgressQuery,
  useRecordLessonVisitMutation,
  useSaveQuizResultMutation,
} = lessonProgressApi;
