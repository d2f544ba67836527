import type { CurriculumModule } from '../../../content-schema/lesson-schema';
import {
  type LessonProgress,
  mergeQuizResult,
  moduleCompletion,
  overallCompletion,
  progressBySlug,
  resumeSuggestion,
} from '../model/progress';
import type { QuizResult } from '../model/quiz-scoring';

const lesson = (slug: string, moduleSlug: string) => ({
  slug,
  moduleSlug,
  title: slug.toUpperCase(),
  summary: 's',
  minutes: 5,
});
const modules: CurriculumModule[] = [
  {
    slug: 'one',
    title: 'One',
    description: 'd',
    lessons: [lesson('a', 'one'), lesson('b', 'one')],
  },
  {
    slug: 'two',
    title: 'Two',
    description: 'd',
    lessons: [lesson('c', 'two'), lesson('d', 'two')],
  },
];
const row = (
  lessonSlug: string,
  completed: boolean,
  updatedAt: string,
  score: number | null = null,
): LessonProgress => ({
  lessonSlug,
  moduleSlug: lessonSlug < 'c' ? 'one' : 'two',
  completed,
  quizScore: score,
  quizTotal: score === null ? null : 4,
  updatedAt,
});
const result = (score: number, passed: boolean): QuizResult => ({
  score,
  total: 4,
  passed,
  questions: [],
});

describe('mergeQuizResult', () => {
  it('completes a lesson on a pass', () => {
    expect(mergeQuizResult(undefined, result(3, true))).toEqual({
      completed: true,
      quizScore: 3,
      quizTotal: 4,
    });
  });
  it('keeps completion and the best score when a retake is worse', () => {
    expect(mergeQuizResult(row('a', true, '2026-01-01T00:00:00Z', 4), result(1, false))).toEqual({
      completed: true,
      quizScore: 4,
      quizTotal: 4,
    });
  });
  it('raises the score when a retake is better', () => {
    expect(
      mergeQuizResult(row('a', false, '2026-01-01T00:00:00Z', 1), result(3, true)),
    ).toMatchObject({ quizScore: 3, completed: true });
  });
  it('ignores an old score from a quiz of a different length', () => {
    const old = { ...row('a', false, '2026-01-01T00:00:00Z', 4), quizTotal: 5 };
    expect(mergeQuizResult(old, result(2, false))).toEqual({
      completed: false,
      quizScore: 2,
      quizTotal: 4,
    });
  });
});

describe('module completion', () => {
  it('counts completed lessons per module and overall', () => {
    const progress = progressBySlug([
      row('a', true, '2026-01-01T00:00:00Z'),
      row('b', true, '2026-01-02T00:00:00Z'),
      row('c', false, '2026-01-03T00:00:00Z'),
    ]);
    expect(moduleCompletion(modules[0], progress)).toMatchObject({
      completed: 2,
      total: 2,
      percent: 100,
      isComplete: true,
    });
    expect(moduleCompletion(modules[1], progress)).toMatchObject({
      completed: 0,
      total: 2,
      percent: 0,
      isComplete: false,
    });
    expect(overallCompletion(modules, progress)).toEqual({ completed: 2, total: 4 });
  });
});

describe('resumeSuggestion', () => {
  it('starts at the first lesson without progress', () => {
    expect(resumeSuggestion(modules, [])).toEqual({ kind: 'start', lesson: modules[0].lessons[0] });
  });
  it('returns to the most recently opened unfinished lesson', () => {
    const rows = [
      row('a', true, '2026-01-01T00:00:00Z'),
      row('c', false, '2026-01-05T00:00:00Z'),
      row('b', false, '2026-01-02T00:00:00Z'),
    ];
    expect(resumeSuggestion(modules, rows)).toMatchObject({
      kind: 'continue',
      lesson: { slug: 'c' },
      lastVisited: { slug: 'c' },
    });
  });
  it('moves on to the next unfinished lesson after a finished one, across modules', () => {
    const rows = [row('a', true, '2026-01-01T00:00:00Z'), row('b', true, '2026-01-02T00:00:00Z')];
    expect(resumeSuggestion(modules, rows)).toMatchObject({
      kind: 'continue',
      lesson: { slug: 'c' },
      lastVisited: { slug: 'b' },
    });
  });
  it('wraps round to an earlier gap and ends when everything is done', () => {
    const some = [
      row('b', true, '2026-01-01T00:00:00Z'),
      row('c', true, '2026-01-02T00:00:00Z'),
      row('d', true, '2026-01-03T00:00:00Z'),
    ];
    expect(resumeSuggestion(modules, some)).toMatchObject({
      kind: 'continue',
      lesson: { slug: 'a' },
    });
    expect(resumeSuggestion(modules, [...some, row('a', true, '2026-01-04T00:00:00Z')])).toEqual({
      kind: 'done',
    });
  });
  it('ignores rows of lessons that are no longer in the course', () => {
    expect(resumeSuggestion(modules, [row('gone', false, '2026-02-01T00:00:00Z')])).toMatchObject({
      kind: 'start',
    });
  });
});
