import {
  createRefreshScheduler,
  REFRESH_MARGIN_MS,
  refreshBackoffDelay,
  type RefreshOutcome,
} from '../model/refresh-scheduler';

/** Lets the scheduler's awaited promises settle between timer steps. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function setup(outcomes: RefreshOutcome[]) {
  const refresh = jest.fn(async () => outcomes.shift() ?? { ok: true as const, expiresAtMs: null });
  const removeSession = jest.fn();
  const scheduler = createRefreshScheduler({
    refresh,
    removeSession,
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return { refresh, removeSession, scheduler };
}

describe('refreshBackoffDelay', () => {
  it('starts at 200 ms and doubles', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => refreshBackoffDelay(attempt))).toEqual([200, 400, 800, 1600, 3200]);
  });

  it('is capped so a long outage does not wait for hours', () => {
    expect(refreshBackoffDelay(40)).toBe(60_000);
    expect(refreshBackoffDelay(0)).toBe(200);
  });
});

describe('refresh scheduler', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  const retryable: RefreshOutcome = { ok: false, retryable: true, message: 'Failed to fetch' };

  it('refreshes a margin before expiry', async () => {
    const { refresh, scheduler } = setup([{ ok: true, expiresAtMs: null }]);
    scheduler.track(Date.now() + 10 * 60_000);
    jest.advanceTimersByTime(10 * 60_000 - REFRESH_MARGIN_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('retries retryable failures after 200, 400 and 800 ms', async () => {
    const { refresh, removeSession, scheduler } = setup([retryable, retryable, retryable, { ok: true, expiresAtMs: null }]);
    scheduler.track(Date.now() + REFRESH_MARGIN_MS); // already due
    jest.advanceTimersByTime(0);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    for (const [wait, calls] of [[200, 2], [400, 3], [800, 4]] as const) {
      jest.advanceTimersByTime(wait - 1);
      await flush();
      expect(refresh).toHaveBeenCalledTimes(calls - 1);
      jest.advanceTimersByTime(1);
      await flush();
      expect(refresh).toHaveBeenCalledTimes(calls);
    }
    expect(removeSession).not.toHaveBeenCalled();
  });

  it('starts the backoff again at 200 ms after a success', async () => {
    const { refresh, scheduler } = setup([retryable, { ok: true, expiresAtMs: Date.now() + REFRESH_MARGIN_MS + 1000 }, retryable]);
    scheduler.track(Date.now());
    jest.advanceTimersByTime(0);
    await flush();
    jest.advanceTimersByTime(200);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(199);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(1);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('removes the session on a failure that cannot be retried, and stops', async () => {
    const { refresh, removeSession, scheduler } = setup([retryable, { ok: false, retryable: false, message: 'Invalid Refresh Token' }]);
    scheduler.track(Date.now());
    jest.advanceTimersByTime(0);
    await flush();
    jest.advanceTimersByTime(200);
    await flush();
    expect(removeSession).toHaveBeenCalledWith('Invalid Refresh Token');
    jest.advanceTimersByTime(120_000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops when the user signs out', async () => {
    const { refresh, scheduler } = setup([]);
    scheduler.track(Date.now() + 5 * 60_000);
    scheduler.track(null);
    jest.advanceTimersByTime(10 * 60_000);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes at once on checkNow when the expiry is already near', async () => {
    const { refresh, scheduler } = setup([]);
    scheduler.track(Date.now() + 2 * 60_000);
    jest.setSystemTime(Date.now() + 90_000); // timers were frozen in a background tab
    scheduler.checkNow();
    jest.advanceTimersByTime(0);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
