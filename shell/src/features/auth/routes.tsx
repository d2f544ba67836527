import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const LoginPage = lazy(() => import('./components/login-page'));

export const authRoutes: RouteObject[] = [{ path: '/login', element: <LoginPage /> }];
