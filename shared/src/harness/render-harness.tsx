import CssBaseline from '@mui/material/CssBaseline';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link as RouterLink, Outlet, RouterProvider } from '../router';
import { Suspense } from 'react';
import { connectSessionSource, lazySupabaseSessionSource } from '../auth/session-source';
import { loadEnvConfig, setEnvConfig } from '../config/env-config';
import type { RemoteName, RemoteRoute } from '../federation/contract';
import { createAppStore } from '../store/create-app-store';
import { configureSupabase } from '../supabase/client';
import { createAppTheme, DEFAULT_THEME } from '../theme/themes';
import { LoadingFallback } from '../ui/loading-fallback';
import { Toaster } from '../notifications/toaster';

/**
 * A small standalone page for developing one remote without the shell (`npm run dev -w remote-x`).
 * It reads the back end's settings from a running stack (HARNESS_BACKEND, default localhost:8080).
 */
export async function renderHarness(remote: RemoteName, routes: RemoteRoute[], backendOrigin: string) {
  const root = document.getElementById('root');
  if (!root) return;
  const store = createAppStore();
  let backendNote = '';
  try {
    const config = await loadEnvConfig(backendOrigin);
    setEnvConfig(config);
    configureSupabase(config.supabaseUrl, config.supabaseAnonKey);
    connectSessionSource(lazySupabaseSessionSource(), store.dispatch);
  } catch (error) {
    backendNote = `No back end at ${backendOrigin} (${String(error)}); pages that need data will fail.`;
  }
  const router = createBrowserRouter([
    {
      element: (
        <Box>
          <Stack component="nav" direction="row" spacing={2} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
            <strong>{remote} harness</strong>
            {routes.map((route) => (
              <Link key={route.path} component={RouterLink} to={route.path.replace(/:[^/]+/g, 'example')}>
                {route.path}
              </Link>
            ))}
          </Stack>
          {backendNote && <Box sx={{ p: 2, color: 'warning.main' }}>{backendNote}</Box>}
          <Suspense fallback={<LoadingFallback />}>
            <Outlet />
          </Suspense>
        </Box>
      ),
      children: routes.map(({ path, Component }) => ({ path, element: <Component /> })),
    },
  ]);
  createRoot(root).render(
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme(DEFAULT_THEME)}>
        <CssBaseline />
        <RouterProvider router={router} />
        {/* In the app the shell renders the one Toaster; a remote run alone needs its own. */}
        <Toaster />
      </ThemeProvider>
    </Provider>,
  );
}
