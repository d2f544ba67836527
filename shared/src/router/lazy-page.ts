import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

export type PreloadableLazy = LazyExoticComponent<ComponentType> & {
  /** Loads the page's code; once it resolves, rendering the page no longer suspends. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with a `preload()`. A plain lazy component suspends on its first render even when
 * its chunk is already loaded, because a promise cannot be read synchronously. Here a preloaded
 * page hands React a thenable that resolves on the spot, so a page that was prerendered into the
 * HTML is replaced by the same page, not by a loading spinner first.
 */
export function lazyPage(load: () => Promise<PageModule>): PreloadableLazy {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download (offline, a redeploy) may succeed on the next attempt.
        pending = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    const settled: PromiseLike<PageModule> = {
      then: (onFulfilled) => {
        onFulfilled?.(module);
        return settled as never;
      },
    };
    return settled as Promise<PageModule>;
  });
  return Object.assign(component, { preload: () => preload().then(() => undefined) });
}

export function isPreloadable(type: unknown): type is PreloadableLazy {
  return typeof (type as Partial<PreloadableLazy> | null)?.preload === 'function';
}
