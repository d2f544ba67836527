import { getSupabase, LoadingFallback, selectSessionUser, useAppSelector } from '@astro/shared';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router-dom';

export function AppLayout() {
  const user = useAppSelector(selectSessionUser);
  const navigate = useNavigate();
  const signOut = async () => {
    await getSupabase().auth.signOut();
    navigate('/login');
  };
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppBar position="sticky" color="default" elevation={1} component="header">
        <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2 }}
          >
            ✦ Astro
          </Typography>
          <Button component={RouterLink} to="/" color="inherit">
            Home
          </Button>
          <Button component={RouterLink} to="/app-details" color="inherit">
            App Details
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {user ? (
            <>
              <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                {user.email}
              </Typography>
              <Button color="inherit" onClick={signOut}>
                Log out
              </Button>
            </>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained">
              Sign In
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
