/** product §9: the install banner hides itself after 15 s. */
export const INSTALL_BANNER_MS = 15_000;
export const INSTALL_DISMISSED_KEY = 'install_banner_dismissed';

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

export function rememberDismissal(storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Without storage the banner may show again on the next visit; nothing else breaks.
  }
}
