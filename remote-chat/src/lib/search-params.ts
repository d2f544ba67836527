/**
 * The address's query with `changes` applied: a string sets a parameter, null removes it, and
 * every other parameter stays as it was (a page's address says more than one component owns).
 */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
