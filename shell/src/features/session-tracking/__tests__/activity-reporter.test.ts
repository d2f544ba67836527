import { createActivityCache } from '../model/activity-cache';
import { createActivityReporter } from '../model/activity-reporter';

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('activity reporter', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2025-03-01T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  function setup() {
    const report = jest.fn();
    const cache = createActivityCache();
    const reporter = createActivityReporter({ key: 'user-1:activity', cache, report, timers });
    return { report, reporter };
  }

  it('debounces a burst of events into one report 1 s after the last one', () => {
    const { report, reporter } = setup();
    for (let i = 0; i < 10; i += 1) {
      reporter.notify();
      jest.advanceTimersByTime(500);
    }
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(499);
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reports at most once per 30 s', () => {
    const { report, reporter } = setup();
    reporter.notify();
    jest.advanceTimersByTime(1000);
    expect(report).toHaveBeenCalledTimes(1);
    // Activity every 5 s for the next 28 s: all within the 30 s window of the first report.
    for (let t = 0; t < 28_000; t += 5000) {
      reporter.notify();
      jest.advanceTimersByTime(5000);
    }
    expect(report).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2000);
    reporter.notify();
    jest.advanceTimersByTime(1000);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('reports nothing after it is stopped', () => {
    const { report, reporter } = setup();
    reporter.notify();
    reporter.stop();
    jest.advanceTimersByTime(5000);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('activity cache', () => {
  it('forgets entries after 30 s', () => {
    let now = 0;
    const cache = createActivityCache(() => now);
    cache.remember('a');
    now = 29_999;
    expect(cache.isFresh('a')).toBe(true);
    now = 30_000;
    expect(cache.isFresh('a')).toBe(false);
  });

  it('holds at most 500 entries, dropping the oldest', () => {
    const cache = createActivityCache(() => 0);
    for (let i = 0; i < 501; i += 1) cache.remember(`user-${i}`);
    expect(cache.size).toBe(500);
    expect(cache.isFresh('user-0')).toBe(false);
    expect(cache.isFresh('user-1')).toBe(true);
    expect(cache.isFresh('user-500')).toBe(true);
  });
});
