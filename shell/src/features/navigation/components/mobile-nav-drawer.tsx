import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense, useState } from 'react';

const MobileNavPanel = lazy(() => import('./mobile-nav-panel'));

/** The side menu that replaces the top-bar links on narrow screens. */
export function MobileNavDrawer() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label="Open navigation menu"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNavPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
