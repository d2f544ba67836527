import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChartEngineState } from '../lib/chart-engine/use-chart-engine';

/** Progress of the ephemeris download, or its failure with a way to try again. */
export function EngineProgress({ state }: { state: ChartEngineState }) {
  if (state.status === 'ready') return null;
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={state.retry}>
            Try again
          </Button>
        }
      >
        {state.message}
      </Alert>
    );
  }
  const percent = Math.round((state.loaded / state.total) * 100);
  return (
    <Stack spacing={0.5} role="status" aria-live="polite" data-testid="engine-progress">
      <Typography variant="body2" color="text.secondary">
        Loading planetary data: {state.loaded} of {state.total} parts ({percent}%). This happens once; afterwards charts are
        calculated on this device, also offline.
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Planetary data downloaded" />
    </Stack>
  );
}
