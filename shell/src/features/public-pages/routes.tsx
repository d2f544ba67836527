import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const HomePage = lazy(() => import('./components/home-page'));

/** Public pages of the shell (home, legal, help and content pages). */
export const publicPageRoutes: RouteObject[] = [{ path: '/', element: <HomePage /> }];
