import { REMOTE_ROUTE_TABLE } from '@astro/shared';
import { lazy, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from '@astro/shared';
import { AppLayout } from '../layout/app-layout';
import { LazyMfaGate } from '../../features/account/lazy-mfa-gate';
import { dropSignInGreeting, ProtectedRoute, releaseSignInGreeting } from '../../features/auth';
import { RemotePage } from '../../federation/remote-page';
import { accountRoutes } from './account-routes';
import { authRoutes } from './auth-routes';
import { publicPageRoutes } from './public-page-routes';

const NotFoundPage = lazy(() => import('../../features/not-found/not-found-page'));

/**
 * Every signed-in page: a session is required, and an account with two-step verification must
 * have passed its second step in this session (aal2) — a password alone opens none of them. The
 * greeting of a fresh sign-in waits for that step, and is dropped when the user signs out instead.
 */
const guarded = (page: ReactNode) => (
  <ProtectedRoute>
    <LazyMfaGate onPassed={releaseSignInGreeting} onSignedOut={dropSignInGreeting}>
      {page}
    </LazyMfaGate>
  </ProtectedRoute>
);

/** Routes owned by remotes come from the shared contract; their pages load through federation. */
const remoteRoutes: RouteObject[] = REMOTE_ROUTE_TABLE.map(
  ({ path, remote, protected: isProtected }) => {
    const page = <RemotePage key={path} remote={remote} path={path} />;
    return { path, element: isProtected ? guarded(page) : page };
  },
);

const pages: RouteObject[] = [
  ...publicPageRoutes,
  ...authRoutes,
  { path: '/privacy', element: <Navigate to="/legal/privacy-policy" replace /> },
  ...accountRoutes.map((route) => ({ ...route, element: guarded(route.element) })),
  ...remoteRoutes,
  { path: '/not-found', element: <NotFoundPage /> },
];

/** Whether a path opens one of the app's pages rather than the not-found page. */
export function pageExists(path: string): boolean {
  return (matchRoutes(pages, path)?.length ?? 0) > 0;
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout pageExists={pageExists} />,
    children: [...pages, { path: '*', element: <NotFoundPage /> }],
  },
];
