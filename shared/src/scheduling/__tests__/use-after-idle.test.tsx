import { act, renderHook } from '@testing-library/react';
import { useAfterIdle } from '../use-after-idle';

describe('useAfterIdle', () => {
  const original = { request: globalThis.requestIdleCallback, cancel: globalThis.cancelIdleCallback };
  afterEach(() => {
    globalThis.requestIdleCallback = original.request;
    globalThis.cancelIdleCallback = original.cancel;
  });

  it('turns true once the page has been idle, and forgets the request when unmounted first', () => {
    const callbacks: IdleRequestCallback[] = [];
    const cancel = jest.fn();
    globalThis.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      callbacks.push(callback);
      return callbacks.length;
    });
    globalThis.cancelIdleCallback = cancel;
    const { result, unmount } = renderHook(() => useAfterIdle(2000));
    expect(result.current).toBe(false);
    expect(globalThis.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    act(() => callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);

    const second = renderHook(() => useAfterIdle(2000));
    second.unmount();
    expect(cancel).toHaveBeenCalledWith(2);
    unmount();
  });
});
