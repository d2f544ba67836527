import { IDLE_TIMEOUT_MS, SETTLE_DELAY_MS, startUpSettled } from '../start-up-settled';

describe('startUpSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the first commit into the root, a pause, and then an idle moment', async () => {
    const root = document.createElement('div');
    const idle: Array<() => void> = [];
    const requestIdleCallback = jest.fn((callback: () => void) => idle.push(callback));
    let settled = false;
    void startUpSettled(root, {
      setTimeout: window.setTimeout.bind(window),
      requestIdleCallback,
    }).then(() => (settled = true));

    // Nothing is counted before the app commits.
    await jest.advanceTimersByTimeAsync(SETTLE_DELAY_MS * 3);
    expect(requestIdleCallback).not.toHaveBeenCalled();

    root.append(document.createElement('main'));
    await jest.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    });
    expect(settled).toBe(false);

    idle[0]!();
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('settles after the pause where the browser has no idle callbacks', async () => {
    const root = document.createElement('div');
    let settled = false;
    void startUpSettled(root, { setTimeout: window.setTimeout.bind(window) }).then(
      () => (settled = true),
    );
    root.append(document.createElement('main'));
    await jest.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
