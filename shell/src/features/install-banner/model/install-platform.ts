/** product §9: the install banner hides itself after 15 s. */
export const INSTALL_BANNER_MS = 15_000;
export const INSTALL_DISMISSED_KEY = 'install_banner_dismissed';
export const INSTALL_LAST_SHOWN_KEY = 'install_banner_last_shown';
/**
 * After the banner has been shown in full and hidden itself, it stays away this long: on a phone
 * it covers a third of the screen, and a cold start is not a new reason to ask.
 */
export const INSTALL_BANNER_QUIET_DAYS = 7;
const DAY_MS = 86_400_000;

/** iPhone, iPod, iPad — including iPadOS, which reports itself as a Mac with a touch screen. */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function isRunningStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function wasDismissed(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return storage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** True while a banner that hid itself is still within its quiet days. */
export function shownRecently(
  now: number,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): boolean {
  try {
    const last = Date.parse(storage.getItem(INSTALL_LAST_SHOWN_KEY) ?? '');
    return Number.isFinite(last) && now - last < INSTALL_BANNER_QUIET_DAYS * DAY_MS;
  } catch {
    return false;
  }
}

export function rememberShown(
  now: number,
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): void {
  try {
    storage.setItem(INSTALL_LAST_SHOWN_KEY, new Date(now).toISOString());
  } catch {
    // Without storage the banner may show again on the next visit; nothing else breaks.
  }
}

export function rememberDismissal(storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Without storage the banner may show again on the next visit; nothing else breaks.
  }
}
