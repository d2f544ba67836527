import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { acceptUpdate, postponeUpdate, subscribeUpdateReady } from '../model/service-worker-updates';

/** product §2: 'New content available. Reload?' once an updated service worker is installed. */
export function UpdatePrompt() {
  const [ready, setReady] = useState(false);
  useEffect(() => subscribeUpdateReady(setReady), []);
  if (!ready) return null;
  return (
    <Box
      role="alertdialog"
      aria-label="Update available"
      aria-describedby="update-prompt-text"
      sx={{
        position: 'fixed',
        zIndex: 1400,
        left: '50%',
        transform: 'translateX(-50%)',
        top: 72,
        width: 'min(440px, calc(100vw - 32px))',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        pl: 2,
        borderRadius: 2,
        boxShadow: 8,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'primary.main',
      }}
    >
      <Typography id="update-prompt-text" sx={{ flexGrow: 1 }}>
        New content available. Reload?
      </Typography>
      <Button variant="contained" size="small" onClick={acceptUpdate}>
        Reload
      </Button>
      <Button size="small" color="inherit" onClick={postponeUpdate}>
        Later
      </Button>
    </Box>
  );
}
