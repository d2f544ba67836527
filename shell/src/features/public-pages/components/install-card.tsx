import AppleIcon from '@mui/icons-material/Apple';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@astro/shared';

/** The home page's "get the app" card: the iOS app from the App Store, or the web app installed from the browser. */
export function InstallCard() {
  return (
    <Paper
      component="section"
      aria-labelledby="install-card-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 } }}
    >
      <Typography id="install-card-title" variant="h2" sx={{ mb: 1 }}>
        Take Astro with you
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Use it in the browser, install it as an app on any device, or get the iOS app. One account,
        the same charts and conversations everywhere.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          <Typography
            component="h3"
            variant="h6"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
          >
            <AppleIcon aria-hidden /> App Store
          </Typography>
          <Typography sx={{ mb: 2 }}>
            On iPhone and iPad, find “Astro” in the App Store. Or add the web app to your home
            screen from Safari: tap the share button, then Add to Home Screen, then Add.
          </Typography>
          <Button component={RouterLink} to="/app-details?tab=compare" variant="outlined">
            Compare the apps
          </Button>
        </Box>
        <Box>
          <Typography
            component="h3"
            variant="h6"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
          >
            <InstallMobileIcon aria-hidden /> Web app (PWA)
          </Typography>
          <Typography sx={{ mb: 2 }}>
            On Android, Windows, macOS, Linux and ChromeOS, install Astro straight from Chrome or
            Edge. It takes a few seconds and updates itself.
          </Typography>
          <Button component={RouterLink} to="/app-details?tab=install" variant="contained">
            How to install
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
