import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import IosShareIcon from '@mui/icons-material/IosShare';

export interface InstallBannerCardProps {
  mode: 'ios' | 'prompt';
  onInstall: () => void;
  onDismiss: () => void;
}

/** What the banner shows; loaded only on devices that get the banner. */
export default function InstallBannerCard({ mode, onInstall, onDismiss }: InstallBannerCardProps) {
  return (
    <Box
      component="aside"
      aria-label="Install the app"
      data-testid="install-banner"
      sx={{
        position: 'fixed',
        zIndex: 1300,
        left: 16,
        bottom: 16,
        width: { xs: 'calc(100vw - 104px)', sm: 420 },
        p: 2,
        borderRadius: 2,
        boxShadow: 8,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, flexGrow: 1, fontSize: '1rem' }}>
          Install Astro
        </Typography>
        <IconButton
          size="small"
          aria-label="Dismiss install banner"
          onClick={onDismiss}
          sx={{ mt: -0.5 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {mode === 'ios' ? (
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 3, typography: 'body2' }}>
          <li>
            Tap the Share button{' '}
            <IosShareIcon
              fontSize="small"
              aria-hidden="true"
              sx={{ verticalAlign: 'text-bottom' }}
            />{' '}
            in Safari&apos;s toolbar.
          </li>
          <li>Choose Add to Home Screen.</li>
          <li>Tap Add.</li>
        </Box>
      ) : (
        <>
          <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
            Open Astro from your home screen or dock, full screen and without the browser bars.
          </Typography>
          <Button variant="contained" size="small" onClick={onInstall}>
            Install
          </Button>
        </>
      )}
    </Box>
  );
}
