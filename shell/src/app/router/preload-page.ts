import { isPreloadable, matchRoutes } from '@astro/shared';
import type { ReactElement } from 'react';
import { appRoutes } from './routes';

/** Loads the code of the page at `pathname` (when it is a preloadable lazy page). */
export function preloadPageFor(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const loads = matches.map(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type;
    return isPreloadable(type) ? type.preload() : undefined;
  });
  return Promise.all(loads).then(() => undefined);
}
