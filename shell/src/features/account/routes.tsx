import { lazy } from 'react';
import type { RouteObject } from '@astro/shared';
import { MfaGate } from './components/mfa-gate';

const ProfilePage = lazy(() => import('./components/profile-page'));
const DashboardPage = lazy(() => import('./components/dashboard-page'));

/** Signed-in pages the shell itself owns (/profile, /dashboard); each is wrapped in the guard. */
export const accountRoutes: RouteObject[] = [
  {
    path: '/profile',
    element: (
      <MfaGate>
        <ProfilePage />
      </MfaGate>
    ),
  },
  {
    path: '/dashboard',
    element: (
      <MfaGate>
        <DashboardPage />
      </MfaGate>
    ),
  },
];
