import { lazyPage, type RouteObject } from '@astro/shared';

const LoginPage = lazyPage(() => import('../../features/auth/components/login-page'));
const SignupPage = lazyPage(() => import('../../features/auth/components/signup-page'));
const AuthCallbackPage = lazyPage(
  () => import('../../features/auth/components/auth-callback-page'),
);

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/auth/callback', element: <AuthCallbackPage /> },
];
