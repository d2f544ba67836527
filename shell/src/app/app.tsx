import { createAppTheme, DEFAULT_THEME, type AppStore } from '@astro/shared';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './router/routes';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  const theme = useMemo(() => createAppTheme(DEFAULT_THEME), []);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
