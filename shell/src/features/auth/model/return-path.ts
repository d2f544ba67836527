export const DEFAULT_AFTER_SIGN_IN = '/dashboard';
/** The query parameter of /auth/callback that names the page to open after an e-mail link. */
export const RETURN_PARAM = 'next';

const PROBE_ORIGIN = 'https://app.invalid';

/** Only same-site paths: an absolute or protocol-relative URL would make this an open redirect. */
export function isSafeReturnPath(value: unknown): value is string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    value.startsWith('/login') ||
    value.startsWith('/signup') ||
    value.startsWith('/auth/')
  ) {
    return false;
  }
  // The URL parser drops tabs and line breaks, which could turn "/\t/host" into "//host".
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The page first asked for, carried by the guard in the router state. */
export function returnPathFromState(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return isSafeReturnPath(from) ? from : null;
}

/**
 * The query that carries the wanted page through an e-mail link: the link may be opened in
 * another tab, which shares neither the router state nor session storage with this one.
 */
export function returnPathQuery(path: string | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (path && isSafeReturnPath(path)) query.set(RETURN_PARAM, path);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The page to open after a link that came back to `href`, checked like any return path. */
export function returnPathFromUrl(href: string): string {
  const wanted = new URL(href).searchParams.get(RETURN_PARAM);
  return isSafeReturnPath(wanted) ? wanted : DEFAULT_AFTER_SIGN_IN;
}
