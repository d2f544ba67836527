import { createAppStore, sessionChanged } from '@astro/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { CompiledLesson } from '../../../content-schema/lesson-schema';
import { lessonProgressApi } from '../api/lesson-progress-api';
import { useQuizSaving } from '../hooks/use-quiz-saving';

const USER = 'user-1';
const lesson = { slug: 'the-four-elements', moduleSlug: 'basics' } as CompiledLesson;
const passed = { score: 3, total: 4, passed: true, questions: [] };

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

async function learnerStore() {
  const store = createAppStore();
  store.dispatch(sessionChanged({ user: { id: USER, email: null }, event: 'SIGNED_IN' }));
  await store.dispatch(lessonProgressApi.util.upsertQueryData('getLessonProgress', USER, []));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, wrapper };
}

describe('useQuizSaving', () => {
  it('offline, says the result waits on this device rather than that it is saved', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { wrapper } = await learnerStore();
    const { result } = renderHook(() => useQuizSaving(USER, lesson), { wrapper });
    act(() => result.current.submit(passed));
    await waitFor(() => expect(result.current.state.status).toBe('waiting'));
  });

  it('signed out, says the result could not be saved', async () => {
    const { wrapper } = await learnerStore();
    const { result } = renderHook(() => useQuizSaving(null, lesson), { wrapper });
    act(() => result.current.submit(passed));
    expect(result.current.state).toEqual({ status: 'failed', message: 'you are signed out' });
  });
});
