import { Toaster, LoadingFallback } from '@astro/shared';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from '@astro/shared';
import { AppBreadcrumbs } from '../../features/breadcrumbs';
import { InstallBanner } from '../../features/install-banner';
import { OfflineBanner } from '../../features/offline';
import { UpdatePrompt } from '../../features/pwa';
import { useSessionTracking } from '../../features/session-tracking';
import { FloatingControls } from './floating-controls';
import { useFocusAfterNavigation } from './focus-after-navigation';
import { TopBar } from './top-bar';

export interface AppLayoutProps {
  /** Lets the breadcrumbs link only to pages that exist. */
  pageExists: (path: string) => boolean;
}

export function AppLayout({ pageExists }: AppLayoutProps) {
  useSessionTracking();
  useFocusAfterNavigation('main');
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <OfflineBanner />
      <AppBreadcrumbs pageExists={pageExists} />
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <FloatingControls />
      <InstallBanner />
      <UpdatePrompt />
      <Toaster />
    </Box>
  );
}
