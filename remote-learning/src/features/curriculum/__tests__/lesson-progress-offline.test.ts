import { createAppStore, sessionChanged } from '@astro/shared';
import { lessonProgressApi } from '../api/lesson-progress-api';
import type { LessonProgress } from '../model/progress';

const USER = 'user-1';
const stored: LessonProgress = {
  lessonSlug: 'the-four-elements',
  moduleSlug: 'basics',
  completed: false,
  quizScore: 1,
  quizTotal: 4,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function queued(): { id: string; request: { kind: string; values: object } }[] {
  return JSON.parse(window.localStorage.getItem('astro.queued-writes.v1') ?? '[]');
}

beforeEach(() => jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false));
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

async function offlineLearner() {
  const store = createAppStore();
  store.dispatch(sessionChanged({ user: { id: USER, email: null }, event: 'SIGNED_IN' }));
  await store.dispatch(lessonProgressApi.util.upsertQueryData('getLessonProgress', USER, [stored]));
  // The course page shows the progress.
  store.dispatch(lessonProgressApi.endpoints.getLessonProgress.initiate(USER));
  return store;
}

describe('lesson progress offline', () => {
  it('keeps a quiz result, merged with the progress on screen, to send when back online', async () => {
    const store = await offlineLearner();
    const saved = await store
      .dispatch(
        lessonProgressApi.endpoints.saveQuizResult.initiate({
          userId: USER,
          lessonSlug: 'the-four-elements',
          moduleSlug: 'basics',
          result: { score: 3, total: 4, passed: true, questions: [] },
        }),
      )
      .unwrap();
    expect(saved).toMatchObject({ completed: true, quizScore: 3, quizTotal: 4 });
    expect(queued()).toEqual([
      expect.objectContaining({
        id: `lesson-quiz:${USER}:the-four-elements`,
        request: expect.objectContaining({
          kind: 'upsert',
          table: 'lesson_progress',
          onConflict: 'user_id,lesson_slug',
          values: {
            user_id: USER,
            lesson_slug: 'the-four-elements',
            module_slug: 'basics',
            completed: true,
            quiz_score: 3,
            quiz_total: 4,
          },
        }),
      }),
    ]);
    // The page shows it at once, as if the server had it.
    const shown = lessonProgressApi.endpoints.getLessonProgress.select(USER)(store.getState());
    expect(shown.data).toEqual([expect.objectContaining({ completed: true, quizScore: 3 })]);
  });

  it('never lowers the best score kept: a weaker retake offline keeps it', async () => {
    const store = await offlineLearner();
    await store.dispatch(
      lessonProgressApi.endpoints.saveQuizResult.initiate({
        userId: USER,
        lessonSlug: 'the-four-elements',
        moduleSlug: 'basics',
        result: { score: 0, total: 4, passed: false, questions: [] },
      }),
    );
    expect(queued()[0].request.values).toMatchObject({ completed: false, quiz_score: 1 });
  });

  it('keeps a lesson visit too', async () => {
    const store = await offlineLearner();
    await store
      .dispatch(
        lessonProgressApi.endpoints.recordLessonVisit.initiate({
          userId: USER,
          lessonSlug: 'the-four-elements',
          moduleSlug: 'basics',
        }),
      )
      .unwrap();
    expect(queued().map((item) => item.id)).toEqual([`lesson-visit:${USER}:the-four-elements`]);
  });
});
