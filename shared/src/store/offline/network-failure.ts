/** Messages browsers and fetch polyfills give when a request got no answer at all. */
const NO_ANSWER =
  /failed to fetch|networkerror|network request failed|load failed|fetch failed|network error/i;

/**
 * True when an error means the server was never reached (offline, DNS, connection refused), as
 * opposed to an answer that refused the request. Only the latter may change what the user sees
 * as the truth: a network failure keeps the session and the last data seen.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, message, name } = error as {
    status?: unknown;
    message?: unknown;
    name?: unknown;
  };
  if (typeof status === 'number' && status > 0) return false;
  if (name === 'AuthRetryableFetchError' || name === 'FunctionsFetchError') return true;
  if (typeof message === 'string' && NO_ANSWER.test(message)) return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
