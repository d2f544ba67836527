import { defineRemoteRoutes } from '@astro/shared';
import { lazy } from 'react';

/** The pages this remote provides for the paths the shared route contract assigns to it. */
const routes = defineRemoteRoutes<'charts'>({
  '/calculate': lazy(() => import('../../features/calculate/components/calculate-page')),
  '/charts': lazy(() => import('../../features/charts-list/components/charts-list-page')),
  '/charts/:chartId': lazy(
    () => import('../../features/chart-detail/components/chart-detail-page'),
  ),
  '/charts/:chartId/transits': lazy(() => import('../../features/transits/components/transits-page')),
  '/charts/:chartId/progressions': lazy(
    () => import('../../features/progressions/components/progressions-page'),
  ),
  '/charts/:chartId/returns': lazy(() => import('../../features/returns/components/returns-page')),
  '/synastry': lazy(() => import('../../features/synastry/components/synastry-page')),
});

export default routes;

/** This build's version, shown in the page's data attributes so a deploy can be verified. */
export const version: string = __APP_BUILD_VERSION__;
