import { whenIdle } from '../when-idle';

describe('whenIdle', () => {
  const original = { request: globalThis.requestIdleCallback, cancel: globalThis.cancelIdleCallback };
  afterEach(() => {
    globalThis.requestIdleCallback = original.request;
    globalThis.cancelIdleCallback = original.cancel;
    jest.useRealTimers();
  });

  it('asks for an idle period with the given deadline, and can be cancelled', () => {
    const request = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = jest.fn();
    globalThis.requestIdleCallback = request;
    globalThis.cancelIdleCallback = cancel;
    const task = jest.fn();
    const stop = whenIdle(task, 1500);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(task).not.toHaveBeenCalled();
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    // @ts-expect-error: a browser without the API
    delete globalThis.requestIdleCallback;
    const task = jest.fn();
    whenIdle(task, 1500);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled, 1500)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
