import { defineRemoteRoutes } from '@astro/shared';
import { lazy } from 'react';

/** The pages this remote provides for the paths the shared route contract assigns to it. */
const routes = defineRemoteRoutes<'admin'>({
  '/admin': lazy(() => import('../../features/admin-dashboard/components/admin-dashboard-page')),
  '/creators': lazy(() => import('../../features/creators/components/creators-page')),
});

export default routes;

/** This build's version, shown in the page's data attributes so a deploy can be verified. */
export const version: string = __APP_BUILD_VERSION__;
