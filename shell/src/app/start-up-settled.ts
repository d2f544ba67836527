/**
 * How long after the first commit the page is left alone: the page's lazy parts, its first data
 * and the effects of the first render come in this time.
 */
export const SETTLE_DELAY_MS = 2000;
/** How long an idle moment is then waited for before going ahead anyway (a page that never idles). */
export const IDLE_TIMEOUT_MS = 5000;

type IdleWindow = Pick<Window, 'setTimeout'> & {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
};

/**
 * Resolves a while after React's first commit into `root` (the app took over from the prerendered
 * page, or drew its first screen), at the browser's next idle moment: the point from which work
 * the page does not need, such as filling the offline cache, no longer competes with start-up.
 */
export function startUpSettled(root: HTMLElement, win: IdleWindow = window): Promise<void> {
  const firstCommit = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true });
  });
  const pause = () => new Promise<void>((resolve) => win.setTimeout(resolve, SETTLE_DELAY_MS));
  const idle = () =>
    new Promise<void>((resolve) => {
      // Safari has no idle callbacks; the pause before has to do.
      if (win.requestIdleCallback) win.requestIdleCallback(resolve, { timeout: IDLE_TIMEOUT_MS });
      else resolve();
    });
  return firstCommit.then(pause).then(idle);
}
