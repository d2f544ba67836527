import type { RouteObject } from 'react-router-dom';

/** Signed-in pages the shell itself owns (/profile, /dashboard); each is wrapped in the guard. */
export const accountRoutes: RouteObject[] = [];
