import type { DataApi } from '../../_shared/data-api';
import {
  abandonedAfterMs,
  DEFAULT_SWEEP_INTERVAL_MS,
  failAbandonedAnswers,
  scheduleSweeps,
  sweepIntervalMs,
} from '../answer-sweep';
import { ANSWER_HEARTBEAT_MS } from '../answer-writer';

const previousLogLevel = process.env.LOG_LEVEL;
beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
});
afterAll(() => {
  process.env.LOG_LEVEL = previousLogLevel;
});

describe('abandoned answer threshold', () => {
  it('is three stream idle time-outs: 3 minutes by default', () => {
    expect(abandonedAfterMs({ streamIdleTimeoutMs: 60_000 })).toBe(180_000);
    expect(abandonedAfterMs({ streamIdleTimeoutMs: 300_000 })).toBe(900_000);
  });

  it('never comes within six heartbeats of a live answer, however short the idle time-out', () => {
    expect(abandonedAfterMs({ streamIdleTimeoutMs: 300 })).toBe(6 * ANSWER_HEARTBEAT_MS);
  });
});

describe('sweepIntervalMs', () => {
  it('is a minute unless AI_ANSWER_SWEEP_INTERVAL_MS says otherwise', () => {
    expect(sweepIntervalMs(undefined)).toBe(DEFAULT_SWEEP_INTERVAL_MS);
    expect(sweepIntervalMs(' ')).toBe(DEFAULT_SWEEP_INTERVAL_MS);
    expect(sweepIntervalMs('500')).toBe(500);
  });

  it.each(['soon', '5', '1.5', '-1'])('falls back to the default for %j', (raw) => {
    expect(sweepIntervalMs(raw)).toBe(DEFAULT_SWEEP_INTERVAL_MS);
  });
});

describe('scheduleSweeps', () => {
  afterEach(() => jest.useRealTimers());

  it('sweeps at once, then every interval, one sweep at a time', async () => {
    jest.useFakeTimers();
    let calls = 0;
    let releaseFirst: () => void = () => undefined;
    const sweep = () => {
      calls++;
      return calls === 1
        ? new Promise<void>((resolve) => (releaseFirst = resolve))
        : Promise.resolve();
    };
    const cancel = scheduleSweeps(sweep, 1_000);
    expect(calls).toBe(1);
    // The first sweep is still running: the tick skips instead of starting a second one.
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(1);
    releaseFirst();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(calls).toBe(5);
    cancel();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(5);
  });

  it('keeps going after a failed sweep, and never holds the process open', async () => {
    const spy = jest.spyOn(global, 'setInterval');
    let calls = 0;
    const cancel = scheduleSweeps(() => {
      calls++;
      return Promise.reject(new Error('data API down'));
    }, 20);
    try {
      const timer = spy.mock.results[0]!.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls).toBeGreaterThan(2);
    } finally {
      cancel();
      spy.mockRestore();
    }
  });
});

describe('failAbandonedAnswers', () => {
  const apiAnswering = (result: Awaited<ReturnType<DataApi['rpc']>>) => {
    const rpc = jest.fn().mockResolvedValue(result);
    return { api: { rpc } as unknown as DataApi, rpc };
  };

  it('asks the database to fail answers unwritten for the threshold', async () => {
    const { api, rpc } = apiAnswering({ ok: true, data: 2 });
    await expect(failAbandonedAnswers(api, 180_000)).resolves.toBe(2);
    expect(rpc).toHaveBeenCalledWith('grok_fail_abandoned_answers', { p_stale_after_ms: 180_000 });
  });

  it('fails when the database cannot be reached, so the schedule logs it', async () => {
    const { api } = apiAnswering({ ok: false, status: 503, message: 'unavailable' });
    await expect(failAbandonedAnswers(api, 180_000)).rejects.toThrow('unavailable');
  });
});
