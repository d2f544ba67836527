import { REMOTE_ROUTE_TABLE } from '@astro/shared';
import { lazy } from 'react';
import { Navigate, type RouteObject } from '@astro/shared';
import { AppLayout } from '../../components/layout/app-layout';
import { accountRoutes } from '../../features/account/routes';
import { authRoutes } from '../../features/auth/routes';
import { ProtectedRoute } from '../../features/auth/components/protected-route';
import { publicPageRoutes } from '../../features/public-pages/routes';
import { RemotePage } from '../../federation/remote-page';

const NotFoundPage = lazy(() => import('../../features/not-found/not-found-page'));

/** Routes owned by remotes come from the shared contract; their pages load through federation. */
const remoteRoutes: RouteObject[] = REMOTE_ROUTE_TABLE.map(({ path, remote, protected: isProtected }) => {
  const page = <RemotePage key={path} remote={remote} path={path} />;
  return { path, element: isProtected ? <ProtectedRoute>{page}</ProtectedRoute> : page };
});

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...publicPageRoutes,
      ...authRoutes,
      { path: '/privacy', element: <Navigate to="/legal/privacy-policy" replace /> },
      ...accountRoutes.map((route) => ({
        ...route,
        element: <ProtectedRoute>{route.element}</ProtectedRoute>,
      })),
      ...remoteRoutes,
      { path: '/not-found', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
