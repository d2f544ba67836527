import { selectSessionStatus, useAppSelector } from '@astro/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@astro/shared';

/**
 * Guards pages that need a signed-in user: a spinner while the session loads, otherwise a redirect
 * to /login that remembers where the visitor was going.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status === 'loading') {
    return (
      <Box role="status" aria-label="Checking your session" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (status === 'anonymous') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <>{children}</>;
}
