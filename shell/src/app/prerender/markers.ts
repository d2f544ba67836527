/**
 * Names shared by the build step that prerenders public pages into their HTML
 * (scripts/prerender) and the start-up code that takes over from that HTML.
 */

/** On the element that wraps a prerendered page; its value is the path it shows. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** On the <style> holding the prerendered page's global CSS. */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-style';
/**
 * Set on <html> by the page's first script when the prerendered page must not show: another
 * path (a static host's app fallback), a saved theme other than the one prerendered, or a saved
 * session whose signed-in frame differs from the signed-out picture.
 */
export const SKIP_PRERENDER_CLASS = 'skip-prerender';
