import { createToastStore, TOAST_LIMIT } from '../toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps at most five toasts, newest first', () => {
    const store = createToastStore();
    for (let i = 1; i <= 7; i += 1) store.show({ title: `t${i}`, durationMs: null });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['t7', 't6', 't5', 't4', 't3']);
    expect(store.getSnapshot()).toHaveLength(TOAST_LIMIT);
  });

  it('closes a dismissed toast at once and removes it 5 s later', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Signed out', durationMs: null });
    store.dismiss(id);
    expect(store.getSnapshot()[0]).toMatchObject({ id, open: false });
    jest.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('dismisses itself after its duration, then is removed 5 s after that', () => {
    const store = createToastStore();
    store.show({ title: 'Welcome back!', durationMs: 3000 });
    jest.advanceTimersByTime(3000);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    jest.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers and marks destructive toasts', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.show({
      title: 'Authentication Error',
      description: 'Invalid login credentials',
      variant: 'destructive',
    });
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot()[0]).toMatchObject({
      variant: 'destructive',
      description: 'Invalid login credentials',
    });
  });

  it('shows the same message once, moving it to the top and restarting its timer', () => {
    const store = createToastStore();
    const first = store.show({ title: 'Chart saved', description: 'Natal' });
    store.show({ title: 'Other' });
    jest.advanceTimersByTime(4000);
    const again = store.show({ title: 'Chart saved', description: 'Natal' });
    expect(again).toBe(first);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Chart saved', 'Other']);
    jest.advanceTimersByTime(4000);
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'Chart saved', open: true, count: 2 });
  });

  it('keeps messages that differ in description or variant apart, and honours an explicit key', () => {
    const store = createToastStore();
    store.show({ title: 'Saved', description: 'a' });
    store.show({ title: 'Saved', description: 'b' });
    store.show({ title: 'Saved', description: 'b', variant: 'success' });
    expect(store.getSnapshot()).toHaveLength(3);
    store.show({ title: 'Upload 10%', dedupeKey: 'upload' });
    store.show({ title: 'Upload 50%', dedupeKey: 'upload' });
    // A keyed toast whose words change replaces itself without counting.
    expect(store.getSnapshot()[0]!.count).toBe(1);
    expect(store.getSnapshot().map((t) => t.title)).toEqual([
      'Upload 50%',
      'Saved',
      'Saved',
      'Saved',
    ]);
  });

  it('stacks a new copy once the earlier one was dismissed', () => {
    const store = createToastStore();
    const first = store.show({ title: 'Retry failed' });
    store.dismiss(first);
    const second = store.show({ title: 'Retry failed' });
    expect(second).not.toBe(first);
    expect(store.getSnapshot().filter((t) => t.open)).toHaveLength(1);
  });
});
