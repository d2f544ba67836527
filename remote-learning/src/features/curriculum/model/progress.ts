import type { CurriculumModule, LessonSummary } from '../../../content-schema/lesson-schema';
import type { QuizResult } from './quiz-scoring';

/** One row of lesson_progress, as the app uses it. */
export interface LessonProgress {
  lessonSlug: string;
  moduleSlug: string;
  completed: boolean;
  quizScore: number | null;
  quizTotal: number | null;
  /** ISO timestamp of the last visit or quiz attempt. */
  updatedAt: string;
}

export type ProgressBySlug = ReadonlyMap<string, LessonProgress>;

export function progressBySlug(rows: readonly LessonProgress[]): ProgressBySlug {
  return new Map(rows.map((row) => [row.lessonSlug, row]));
}

/** The values to store after a quiz attempt, given what is stored already. */
export interface QuizProgressValues {
  completed: boolean;
  quizScore: number;
  quizTotal: number;
}

/**
 * A lesson, once completed, stays completed, and the best score is kept: a weaker retake (or a
 * stale second device) must never erase what the learner already achieved.
 */
export function mergeQuizResult(
  existing: LessonProgress | undefined,
  result: QuizResult,
): QuizProgressValues {
  const completed = Boolean(existing?.completed) || result.passed;
  const previous =
    existing && existing.quizScore !== null && existing.quizTotal === result.total
      ? existing.quizScore
      : -1;
  return {
    completed,
    quizScore: Math.max(previous, result.score),
    quizTotal: result.total,
  };
}

export interface ModuleCompletion {
  moduleSlug: string;
  completed: number;
  total: number;
  /** 0–100, rounded down so a module never shows 100% before it is finished. */
  percent: number;
  isComplete: boolean;
}

export function moduleCompletion(
  module: CurriculumModule,
  progress: ProgressBySlug,
): ModuleCompletion {
  const total = module.lessons.length;
  const completed = module.lessons.filter((lesson) => progress.get(lesson.slug)?.completed).length;
  return {
    moduleSlug: module.slug,
    completed,
    total,
    percent: total === 0 ? 0 : Math.floor((completed / total) * 100),
    isComplete: total > 0 && completed === total,
  };
}

export function overallCompletion(modules: readonly CurriculumModule[], progress: ProgressBySlug) {
  const lessons = modules.flatMap((module) => module.lessons);
  const completed = lessons.filter((lesson) => progress.get(lesson.slug)?.completed).length;
  return { completed, total: lessons.length };
}

export type ResumeSuggestion =
  | { kind: 'start'; lesson: LessonSummary }
  | { kind: 'continue'; lesson: LessonSummary; lastVisited: LessonSummary }
  | { kind: 'done' };

/**
 * "Continue where you left off": the most recently touched lesson if it is unfinished, otherwise
 * the next unfinished lesson after it in course order (wrapping round to any earlier gap).
 * Rows for lessons no longer in the course are ignored.
 */
export function resumeSuggestion(
  modules: readonly CurriculumModule[],
  rows: readonly LessonProgress[],
): ResumeSuggestion {
  const lessons = modules.flatMap((module) => module.lessons);
  if (lessons.length === 0) return { kind: 'done' };
  const progress = progressBySlug(rows);
  const known = rows.filter((row) => lessons.some((lesson) => lesson.slug === row.lessonSlug));
  if (known.length === 0) return { kind: 'start', lesson: lessons[0] };

  const latest = known.reduce((a, b) =>
    Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a,
  );
  const start = lessons.findIndex((lesson) => lesson.slug === latest.lessonSlug);
  for (let offset = 0; offset < lessons.length; offset++) {
    const lesson = lessons[(start + offset) % lessons.length];
    if (!progress.get(lesson.slug)?.completed) {
      return { kind: 'continue', lesson, lastVisited: lessons[start] };
    }
  }
  return { kind: 'done' };
}
