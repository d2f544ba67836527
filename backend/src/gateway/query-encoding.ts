/**
 * Whether a raw query string decodes to valid UTF-8. PostgREST answers 500 to a filter holding
 * an invalid byte sequence (`?name=eq.%ff%fe`); such a request is malformed and gets a 400.
 */
export function isWellEncodedQuery(rawQuery: string): boolean {
  if (!rawQuery.includes('%')) return true;
  try {
    decodeURIComponent(rawQuery.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}
