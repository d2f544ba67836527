import { useQueuedWrites } from '@astro/shared';
import { useCallback, useRef, useState } from 'react';
import type { CompiledLesson } from '../../../content-schema/lesson-schema';
import { queuedProgressId, useSaveQuizResultMutation } from '../api/lesson-progress-api';
import type { QuizResult } from '../model/quiz-scoring';

export interface SaveState {
  /** `waiting`: kept on this device (offline) until the server can be reached. */
  status: 'idle' | 'saving' | 'saved' | 'waiting' | 'failed';
  message?: string;
}

/** Saves a lesson's quiz results, and says whether the last one reached the account yet. */
export function useQuizSaving(userId: string | null, lesson: CompiledLesson) {
  const [saveQuizResult] = useSaveQuizResultMutation();
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const last = useRef<QuizResult | null>(null);
  const save = useCallback(
    async (result: QuizResult) => {
      last.current = result;
      if (!userId) {
        setState({ status: 'failed', message: 'you are signed out' });
        return;
      }
      setState({ status: 'saving' });
      try {
        await saveQuizResult({
          userId,
          lessonSlug: lesson.slug,
          moduleSlug: lesson.moduleSlug,
          result,
        }).unwrap();
        setState({ status: 'saved' });
      } catch (error) {
        const message =
          error && typeof error === 'object' && 'message' in error
            ? String(error.message)
            : undefined;
        setState({ status: 'failed', message });
      }
    },
    [userId, lesson.slug, lesson.moduleSlug, saveQuizResult],
  );
  const retry = useCallback(() => {
    if (last.current) void save(last.current);
  }, [save]);
  // Offline, the result is kept on this device and the save resolves at once: say so until it
  // has actually been sent.
  const waiting = useQueuedWrites().items.some(
    (item) => userId !== null && item.id === queuedProgressId('quiz', userId, lesson.slug),
  );
  const shown: SaveState = state.status === 'saved' && waiting ? { status: 'waiting' } : state;
  return { submit: (result: QuizResult) => void save(result), retry, state: shown };
}
