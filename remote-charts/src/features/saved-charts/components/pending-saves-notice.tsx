import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOnlineStatus } from '@astro/shared';
import { usePendingSaves } from '../hooks/use-pending-saves';

const charts = (n: number) => (n === 1 ? '1 chart' : `${n} charts`);

/** What is waiting to be saved on this device, and what became of it. */
export function PendingSavesNotice() {
  const online = useOnlineStatus();
  const { items, syncing, syncNow, discard } = usePendingSaves();
  const waiting = items.filter((item) => item.error === null);
  const refused = items.filter((item) => item.error !== null);
  if (items.length === 0) return null;

  let message: string;
  if (!online) {
    message = `${charts(waiting.length)} saved on this device ${waiting.length === 1 ? 'is' : 'are'} waiting for a connection. ${waiting.length === 1 ? 'It' : 'They'} will be saved to your account when you are back online.`;
  } else if (syncing) {
    message = `Saving ${charts(waiting.length)} to your account…`;
  } else {
    message = `${charts(waiting.length)} ${waiting.length === 1 ? 'is' : 'are'} waiting to be saved: the server could not be reached.`;
  }

  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="pending-saves">
      {waiting.length > 0 && (
        <Alert
          severity={online ? 'info' : 'warning'}
          role="status"
          action={
            online && !syncing ? (
              <Button color="inherit" size="small" onClick={() => void syncNow()}>
                Try again
              </Button>
            ) : undefined
          }
        >
          {message}
        </Alert>
      )}
      {refused.map((item) => (
        <Alert
          key={item.values.id}
          severity="error"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" disabled={!online || syncing} onClick={() => void syncNow(true)}>
                Retry
              </Button>
              <Button color="inherit" size="small" onClick={() => discard(item.values.id)}>
                Discard
              </Button>
            </Stack>
          }
        >
          <Typography variant="body2">
            “{item.values.name}” could not be saved: {item.error}
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}
