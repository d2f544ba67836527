import { useLocation } from '@astro/shared';
import { useEffect, useRef } from 'react';

/** How long to wait for a lazily loaded page (a remote's chunk) to render its heading. */
const HEADING_WAIT_MS = 10_000;

/**
 * True when the focus belongs to no part of the new page: left on the body, on an element that
 * is gone, or still on the top bar's link that led here.
 */
function focusIsElsewhere(main: HTMLElement): boolean {
  const active = main.ownerDocument.activeElement;
  return !active || !active.isConnected || !main.contains(active);
}

/**
 * Moves the keyboard focus to `main`'s heading, and reports whether a heading is there. A page
 * that focuses something of its own (a sign-in form's first field) keeps it.
 */
export function focusMainHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (focusIsElsewhere(main)) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  return true;
}

/**
 * After a client-side navigation, focus goes to the new page's h1, as a screen-reader or keyboard
 * user expects from a page load; otherwise it is left on the body and the next Tab starts again
 * at the top bar. The first load is left to the browser.
 */
export function useFocusAfterNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    // A lazily loaded page renders in steps (fallback, then the page, then its data), and each
    // step can drop the focus again; it is put back on the heading until the user does something.
    const attempt = () => {
      focusMainHeading(main);
    };
    const observer = new MutationObserver(attempt);
    observer.observe(main, { childList: true, subtree: true });
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timeout);
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('keydown', stop, true);
    };
    const timeout = window.setTimeout(stop, HEADING_WAIT_MS);
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('keydown', stop, true);
    attempt();
    return stop;
  }, [pathname, mainId]);
}
