import { isPreloadable, matchRoutes } from '@astro/shared';
import type { ReactElement } from 'react';
import { appRoutes } from './routes';

/**
 * Loads the code of the page at `pathname` (when it is a preloadable lazy page). `beforeLoad`, when
 * given, is awaited between finding the page and loading it, e.g. to let the browser run other
 * tasks in between.
 */
export async function preloadPageFor(
  pathname: string,
  beforeLoad?: () => Promise<void>,
): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const pages = matches
    .map(({ route }) => (route.element as ReactElement | undefined)?.type)
    .filter(isPreloadable);
  if (pages.length === 0) return;
  await beforeLoad?.();
  await Promise.all(pages.map((page) => page.preload()));
}
