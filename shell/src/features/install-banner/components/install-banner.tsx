import { lazy, Suspense, useEffect, useState } from 'react';
import {
  INSTALL_BANNER_MS,
  isIosDevice,
  isRunningStandalone,
  rememberDismissal,
  rememberShown,
  shownRecently,
  wasDismissed,
} from '../model/install-platform';
import { promptInstall, subscribeInstallAvailable } from '../model/install-prompt';

const InstallBannerCard = lazy(() => import('./install-banner-card'));

/**
 * product §2: offers installation where the browser can install (its own prompt) and on iOS (the
 * three manual steps). Hides itself after 15 s and then stays away for some days; a dismissal is
 * remembered for good.
 */
export function InstallBanner() {
  const [ios] = useState(() => isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0));
  const [eligible] = useState(
    () => !isRunningStandalone() && !wasDismissed() && !shownRecently(Date.now()),
  );
  const [promptAvailable, setPromptAvailable] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => subscribeInstallAvailable(setPromptAvailable), []);

  const mode = !eligible || hidden ? null : ios ? 'ios' : promptAvailable ? 'prompt' : null;

  useEffect(() => {
    if (!mode) return;
    const timer = window.setTimeout(() => {
      rememberShown(Date.now());
      setHidden(true);
    }, INSTALL_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [mode]);

  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <InstallBannerCard
        mode={mode}
        onDismiss={() => {
          rememberDismissal();
          setHidden(true);
        }}
        onInstall={() => {
          setHidden(true);
          void promptInstall();
        }}
      />
    </Suspense>
  );
}
