import { isPreloadable, matchRoutes } from '@astro/shared';
import type { ReactElement } from 'react';
import { preloadPageFor } from '../preload-page';
import { appRoutes } from '../routes';

/** The lazy page component the app renders at `path`. */
function pageAt(path: string) {
  const type = matchRoutes(appRoutes, path)
    ?.map(({ route }) => (route.element as ReactElement | undefined)?.type)
    .find(isPreloadable);
  if (!type) throw new Error(`no preloadable page at ${path}`);
  return type;
}

describe('preloadPageFor', () => {
  it('waits for beforeLoad after finding the page, then loads its code', async () => {
    const page = pageAt('/faq');
    const load = jest.spyOn(page, 'preload');
    let letLoad!: () => void;
    const beforeLoad = jest.fn(() => new Promise<void>((resolve) => (letLoad = resolve)));

    const done = preloadPageFor('/faq', beforeLoad);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(beforeLoad).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();

    letLoad();
    await done;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('skips beforeLoad where no lazy page is preloadable', async () => {
    const beforeLoad = jest.fn(() => Promise.resolve());
    await preloadPageFor('/no-such-page', beforeLoad);
    expect(beforeLoad).not.toHaveBeenCalled();
  });
});
