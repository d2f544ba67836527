/**
 * Registers /sw.js and tracks installed updates. An update waits until the user accepts the
 * prompt; then the waiting worker is told to activate and the page reloads once it controls it.
 */
type Listener = (updateReady: boolean) => void;

export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let waiting: ServiceWorker | null = null;
let accepted = false;
const listeners = new Set<Listener>();

const announce = (worker: ServiceWorker | null) => {
  waiting = worker;
  listeners.forEach((listener) => listener(worker !== null));
};

function watch(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer) {
  // Only an update is worth a prompt: the very first install has no older page to replace.
  if (registration.waiting && container.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) announce(installing);
    });
  });
}

/**
 * Registers /sw.js once the page has loaded and `settled` has resolved. The first install stores
 * the whole app for offline use, a few megabytes: begun while the page is still starting, it takes
 * the network and the processor from the page's own start-up, which a phone has little of.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  settled: Promise<unknown> = Promise.resolve(),
): void {
  if (!container) return;
  container.addEventListener('controllerchange', () => {
    if (!accepted) return; // the first install claiming the page is no reason to reload
    accepted = false;
    window.location.reload();
  });
  const register = async () => {
    try {
      await settled;
      const registration = await container.register('/sw.js', { scope: '/' });
      watch(registration, container);
      const check = () => void registration.update().catch(() => undefined);
      window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    } catch (error) {
      console.warn(`Service worker registration failed: ${String(error)}`);
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

export function subscribeUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting !== null);
  return () => listeners.delete(listener);
}

/** The user said yes: activate the waiting worker; `controllerchange` then reloads the page. */
export function acceptUpdate(): void {
  if (!waiting) return;
  accepted = true;
  waiting.postMessage(SKIP_WAITING_MESSAGE);
}

export function postponeUpdate(): void {
  announce(null);
}
