import { lazy } from 'react';
import type { RouteObject } from '@astro/shared';

const ProfilePage = lazy(() => import('../../features/account/components/profile-page'));
const DashboardPage = lazy(() => import('../../features/account/components/dashboard-page'));

/**
 * Signed-in pages the shell itself owns. The router wraps each in the session guard and the
 * two-step gate, as it does every protected page.
 */
export const accountRoutes: RouteObject[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/dashboard', element: <DashboardPage /> },
];
