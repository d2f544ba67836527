import { act, renderHook } from '@testing-library/react';
import { useOnlineStatus } from '../use-online-status';

describe('useOnlineStatus', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get');
  afterAll(() => onLine.mockRestore());

  it('follows the browser’s online and offline events', () => {
    onLine.mockReturnValue(true);
    const { result, unmount } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
    unmount();
  });
});
