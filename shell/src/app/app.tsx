import type { AppStore } from '@astro/shared';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from '@astro/shared';
import { AppThemeProvider } from '../features/theme';
import { appRoutes } from './router/routes';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </Provider>
  );
}
