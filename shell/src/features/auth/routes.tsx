import { lazyPage, type RouteObject } from '@astro/shared';

const LoginPage = lazyPage(() => import('./components/login-page'));
const SignupPage = lazyPage(() => import('./components/signup-page'));
const AuthCallbackPage = lazyPage(() => import('./components/auth-callback-page'));

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/auth/callback', element: <AuthCallbackPage /> },
];
