import { isNetworkFailure } from '../network-failure';

afterEach(() => jest.restoreAllMocks());

describe('isNetworkFailure', () => {
  it('recognises a request that got no answer', () => {
    expect(isNetworkFailure({ message: 'TypeError: Failed to fetch', status: 0 })).toBe(true);
    expect(isNetworkFailure({ message: 'NetworkError when attempting to fetch resource.' })).toBe(
      true,
    );
    expect(isNetworkFailure({ name: 'AuthRetryableFetchError', message: 'x', status: 0 })).toBe(
      true,
    );
  });

  it('never takes an answer from the server for a network failure', () => {
    expect(isNetworkFailure({ message: 'Invalid Refresh Token', status: 400 })).toBe(false);
    expect(isNetworkFailure({ message: 'JWT expired', status: 401 })).toBe(false);
    expect(isNetworkFailure({ message: 'duplicate key value', code: '23505', status: 409 })).toBe(
      false,
    );
    expect(isNetworkFailure(null)).toBe(false);
  });

  it('counts any answerless failure while the browser is offline', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isNetworkFailure({ message: "You're offline", status: 0 })).toBe(true);
    expect(isNetworkFailure({ message: 'Forbidden', status: 403 })).toBe(false);
  });
});
