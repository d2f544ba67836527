import { baseApi, getSupabase, type SupabaseQueryError } from '@astro/shared';
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

/**
 * Lesson progress lives in lesson_progress (one row per user and lesson, protected by RLS), so it
 * follows the learner to every device.
 */
export const lessonProgressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLessonProgress: build.query<LessonProgress[], string>({
      async queryFn(userId) {
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
      async queryFn({ userId, lessonSlug, moduleSlug }) {
        // Only these columns are written: on conflict PostgREST updates just them, and the
        // table's trigger moves updated_at to now.
        const { error } = await getSupabase()
          .from('lesson_progress')
          .upsert(
            { user_id: userId, lesson_slug: lessonSlug, module_slug: moduleSlug },
            { onConflict: 'user_id,lesson_slug' },
          );
        return error ? failure(error) : { data: null };
      },
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'LessonProgress', id: userId }],
    }),
    /** Stores a quiz attempt, merged with the latest stored row so nothing achieved is lost. */
    saveQuizResult: build.mutation<LessonProgress, LessonRef & { result: QuizResult }>({
      async queryFn({ userId, lessonSlug, moduleSlug, result }) {
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
          if (error) return failure(error);
          const row = rowSchema.safeParse(data);
          if (!row.success)
            return { error: { message: 'The server sent lesson progress in an unexpected shape' } };
          return { data: toProgress(row.data) };
        } catch (error) {
          return failure(error);
        }
      },
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'LessonProgress', id: userId }],
    }),
  }),
});

export const {
  useGetLessonProgressQuery,
  useRecordLessonVisitMutation,
  useSaveQuizResultMutation,
} = lessonProgressApi;
