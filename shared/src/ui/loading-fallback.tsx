import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The fallback of every lazy page (product §2: 'Loading...'). */
export function LoadingFallback() {
  return (
    <Stack role="status" aria-live="polite" spacing={2} sx={{ py: 8, alignItems: 'center' }}>
      <CircularProgress aria-hidden="true" />
      <Typography>Loading...</Typography>
    </Stack>
  );
}
