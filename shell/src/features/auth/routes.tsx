import { lazy } from 'react';
import type { RouteObject } from '@astro/shared';

const LoginPage = lazy(() => import('./components/login-page'));
const SignupPage = lazy(() => import('./components/signup-page'));
const AuthCallbackPage = lazy(() => import('./components/auth-callback-page'));

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/auth/callback', element: <AuthCallbackPage /> },
];
