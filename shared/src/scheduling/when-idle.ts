/**
 * Runs `task` once the browser has nothing more urgent to do (input, rendering, start-up's own
 * tasks), or after `timeoutMs` at the latest, so a busy page cannot starve it. Returns a cancel
 * function. Where requestIdleCallback is missing (Safari), a timer stands in.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
