import { configureSupabase, loadEnvConfig, setEnvConfig } from './startup-config';
import {
  connectSessionSource,
  createAppStore,
  lazySupabaseSessionSource,
  startQueuedWriteSync,
} from './startup-store';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuthSessionManager } from '../features/auth';
import { createOfflineQueryCache, restoreOfflineData } from '../features/offline';
import { registerServiceWorker } from '../features/pwa';
import { registerAppRemotes } from '../federation/remote-registry';
import { dropPrerenderAfterTakeOver, visiblePrerender } from './prerender/take-over';
import { startUpSettled } from './start-up-settled';

function showFatal(root: HTMLElement, message: string) {
  root.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:640px;margin:15vh auto;padding:24px;font-family:system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = 'Astro could not start';
  const text = document.createElement('p');
  text.textContent = message;
  box.append(title, text);
  root.append(box);
}

/** Lets the browser run other tasks (input, paint) before the next step of start-up. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** `fetchConfig` fetches `/env-config.json`; the entry passes a request it started earlier. */
export async function bootstrap(
  root: HTMLElement,
  fetchConfig: typeof fetch = fetch,
): Promise<void> {
  // Evaluating every module at once is one long task that blocks input on the page shown so far,
  // so the app's own modules are evaluated in later tasks: the frame, then the theme, then the
  // routes and the rest. 'eager' keeps them in the chunks already loaded: no extra request.
  const appEntry = yieldToMain()
    .then(() => import(/* webpackMode: "eager" */ './layout/app-layout'))
    .then(yieldToMain)
    .then(() => import(/* webpackMode: "eager" */ '../features/theme'))
    .then(yieldToMain)
    .then(() => import(/* webpackMode: "eager" */ './app-entry'));
  // The page's code downloads while the configuration loads; finding the page and evaluating its
  // code are tasks of their own too.
  const pageLoad = appEntry
    .then(async ({ preloadPageFor }) => {
      await yieldToMain();
      await preloadPageFor(window.location.pathname, yieldToMain);
    })
    .catch(() => undefined);
  let config;
  try {
    config = await loadEnvConfig(window.location.origin, fetchConfig);
  } catch (error) {
    showFatal(root, error instanceof Error ? error.message : String(error));
    return;
  }
  setEnvConfig(config);
  configureSupabase(config.supabaseUrl, config.supabaseAnonKey);
  registerAppRemotes(config);
  // Start-up work is cut into tasks, so a tap or a scroll on the (prerendered) page gets handled
  // in between instead of waiting for all of it.
  await yieldToMain();
  const queryCache = createOfflineQueryCache();
  const store = createAppStore(undefined, { queryCache });
  startAuthSessionManager();
  // The user's data kept on the device is read before any query runs (offline, pages render it).
  await restoreOfflineData(store, queryCache);
  connectSessionSource(lazySupabaseSessionSource(), store.dispatch);
  startQueuedWriteSync(store);
  // A prerendered page stays until React can replace it with the same page; without the wait,
  // the first commit would swap it for a loading spinner.
  const { App } = await appEntry;
  if (visiblePrerender(root)) await pageLoad;
  await yieldToMain();
  dropPrerenderAfterTakeOver(root);
  if (process.env.NODE_ENV === 'production') {
    registerServiceWorker(navigator.serviceWorker, startUpSettled(root));
  }
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser, so the first render of the whole
  // frame does not hold the main thread (and input) in one long task.
  startTransition(() => reactRoot.render(<App store={store} />));
}
