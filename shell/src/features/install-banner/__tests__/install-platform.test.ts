import {
  INSTALL_BANNER_QUIET_DAYS,
  isIosDevice,
  rememberDismissal,
  rememberShown,
  shownRecently,
  wasDismissed,
} from '../model/install-platform';
import {
  captureInstallPrompt,
  promptInstall,
  subscribeInstallAvailable,
} from '../model/install-prompt';

describe('install platform', () => {
  it('recognises iPhone and iPadOS but not Android or desktop Mac', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
    const ipadOs =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    expect(isIosDevice(iphone, 5)).toBe(true);
    expect(isIosDevice(ipadOs, 5)).toBe(true);
    expect(isIosDevice(ipadOs, 0)).toBe(false);
    expect(isIosDevice(android, 5)).toBe(false);
  });

  it('remembers a dismissal', () => {
    window.localStorage.clear();
    expect(wasDismissed()).toBe(false);
    rememberDismissal();
    expect(wasDismissed()).toBe(true);
  });

  it('stays quiet for some days after hiding itself, then offers again', () => {
    window.localStorage.clear();
    const shownAt = Date.parse('2026-11-01T09:00:00Z');
    expect(shownRecently(shownAt)).toBe(false);
    rememberShown(shownAt);
    const day = 86_400_000;
    expect(shownRecently(shownAt + day)).toBe(true);
    expect(shownRecently(shownAt + INSTALL_BANNER_QUIET_DAYS * day - 1)).toBe(true);
    expect(shownRecently(shownAt + INSTALL_BANNER_QUIET_DAYS * day)).toBe(false);
  });
});

describe('install prompt', () => {
  it('holds back the browser prompt and offers it once', async () => {
    captureInstallPrompt(window);
    const available = jest.fn();
    subscribeInstallAvailable(available);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: jest.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(available).toHaveBeenLastCalledWith(true);
    await expect(promptInstall()).resolves.toBe(true);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(available).toHaveBeenLastCalledWith(false);
    await expect(promptInstall()).resolves.toBe(false);
  });
});
