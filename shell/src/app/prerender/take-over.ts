import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_STYLE_ATTRIBUTE,
  SKIP_PRERENDER_CLASS,
} from './markers';

/** The prerendered page in `root`, when the HTML has one and it is showing. */
export function visiblePrerender(root: HTMLElement): HTMLElement | null {
  const page = root.querySelector<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}]`);
  if (!page) return null;
  if (document.documentElement.classList.contains(SKIP_PRERENDER_CLASS)) return null;
  return page;
}

/**
 * React replaces the prerendered page when it first commits into `root`. The page's global CSS is
 * dropped then: the app has inserted its own, and the prerendered theme's body colours must not
 * outlive a theme change. (Its component CSS stays: the style cache adopted it at start-up.)
 */
export function dropPrerenderAfterTakeOver(root: HTMLElement): void {
  const page = root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  const dropStyle = () =>
    document
      .querySelectorAll(`style[${PRERENDERED_STYLE_ATTRIBUTE}]`)
      .forEach((style) => style.remove());
  if (!page) return dropStyle();
  const observer = new MutationObserver(() => {
    if (page.isConnected) return;
    observer.disconnect();
    dropStyle();
  });
  observer.observe(root, { childList: true });
}
