import { defineRemoteRoutes } from '@astro/shared';
import { lazy } from 'react';

/** The pages this remote provides for the paths the shared route contract assigns to it. */
const routes = defineRemoteRoutes<'learning'>({
  '/learning': lazy(() => import('../../features/curriculum/components/curriculum-page')),
  '/learning/brain-info': lazy(
    () => import('../../features/brain-info/components/brain-info-page'),
  ),
});

export default routes;

/** This build's version, shown in the page's data attributes so a deploy can be verified. */
export const version: string = __APP_BUILD_VERSION__;
