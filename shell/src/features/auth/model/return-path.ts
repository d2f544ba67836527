const RETURN_KEY = 'auth_return_to';
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** Only same-site paths: an absolute or protocol-relative URL would make this an open redirect. */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !value.startsWith('/login') &&
    !value.startsWith('/signup') &&
    !value.startsWith('/auth/')
  );
}

/** The page first asked for, carried by the guard in the router state. */
export function returnPathFromState(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return isSafeReturnPath(from) ? from : null;
}

/**
 * E-mail links (magic link, confirmation) leave the app and come back through /auth/callback,
 * losing the router state; the wanted page waits in session storage meanwhile.
 */
export function rememberReturnPath(path: string | null, storage: Storage = window.sessionStorage): void {
  try {
    if (path && isSafeReturnPath(path)) storage.setItem(RETURN_KEY, path);
    else storage.removeItem(RETURN_KEY);
  } catch {
    // Blocked storage only means landing on the default page.
  }
}

export function takeReturnPath(storage: Storage = window.sessionStorage): string {
  try {
    const stored = storage.getItem(RETURN_KEY);
    storage.removeItem(RETURN_KEY);
    return isSafeReturnPath(stored) ? stored : DEFAULT_AFTER_SIGN_IN;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
