import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from '@astro/shared';
import { AnnouncementsBell } from '../../features/announcements';
import {
  APP_FEATURE_LINKS,
  MAIN_LINKS,
  MobileNavDrawer,
  NavMenuButton,
  RESOURCE_LINKS,
  UserMenu,
} from '../../features/navigation';
import { SystemStatusIcon } from '../../features/system-status';
import { AppLogo } from '../../features/theme';

export function TopBar() {
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={1}
      component="header"
      sx={{ bgcolor: 'background.paper' }}
    >
      <Toolbar component="nav" aria-label="Main" sx={{ gap: { xs: 0.5, md: 1 } }}>
        <MobileNavDrawer />
        <AppLogo />
        <SystemStatusIcon />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          {MAIN_LINKS.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Button>
          ))}
          <NavMenuButton label="App Features" links={APP_FEATURE_LINKS} />
          <NavMenuButton label="Resources" links={RESOURCE_LINKS} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <AnnouncementsBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
