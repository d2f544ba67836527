import { BRAIN_TIMEOUT } from '../model/brain-answer';
import { pollForAnswer } from '../model/poll-for-answer';

describe('pollForAnswer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('looks 30 times, one second apart, then times out with the spec text', async () => {
    const check = jest.fn(async () => null);
    const result = pollForAnswer({ check });
    const outcome = result.then(
      () => 'resolved',
      (error: Error) => error.message,
    );

    await jest.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(28_000);
    expect(check).toHaveBeenCalledTimes(29);

    let settled = false;
    void outcome.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(30);
    expect(await outcome).toBe(BRAIN_TIMEOUT);
    expect(BRAIN_TIMEOUT).toBe('Timeout waiting for brain response');

    await jest.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(30);
  });

  it('resolves with the answer as soon as a look finds it', async () => {
    let calls = 0;
    const result = pollForAnswer({ check: async () => (++calls === 3 ? 'the answer' : null) });
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('the answer');
    expect(calls).toBe(3);
  });

  it('keeps looking after a failed look', async () => {
    let calls = 0;
    const result = pollForAnswer({
      check: async () => {
        calls++;
        if (calls === 1) throw new Error('network');
        return 'found';
      },
    });
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('found');
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    const check = jest.fn(async () => null);
    const result = pollForAnswer({ check, signal: controller.signal });
    const caught = result.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(2500);
    controller.abort(new Error('left the page'));
    expect(((await caught) as Error).message).toBe('left the page');
    await jest.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
