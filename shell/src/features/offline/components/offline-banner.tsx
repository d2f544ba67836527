import { useOnlineStatus, useQueuedWrites } from '@astro/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/**
 * The app frame's word on the connection: offline, pages show what was last loaded on this
 * device; changes made meanwhile wait here until they reach the server.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { items, syncing, syncNow, discard } = useQueuedWrites();
  const waiting = items.filter((item) => item.error === null);
  const refused = items.filter((item) => item.error !== null);
  if (online && items.length === 0) return null;

  let text: string | null = null;
  if (!online) {
    text =
      waiting.length > 0
        ? `You're offline. Showing what was last loaded on this device. ${changes(waiting.length)} waiting to sync.`
        : "You're offline. Showing what was last loaded on this device; changes you make are saved when you're back online.";
  } else if (waiting.length > 0) {
    text = syncing
      ? `Syncing ${changes(waiting.length)}…`
      : `${changes(waiting.length)} waiting to sync.`;
  }

  return (
    <Box
      sx={{
        px: 2,
        py: 1,
        bgcolor: online ? 'background.paper' : 'warning.main',
        color: online ? 'text.primary' : 'warning.contrastText',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {text && (
        <Box
          role="status"
          aria-label="Connection"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {text}
          </Typography>
          {online && waiting.length > 0 && !syncing && (
            <Button size="small" color="inherit" onClick={() => void syncNow()}>
              Try again
            </Button>
          )}
        </Box>
      )}
      {refused.map((item) => (
        <Box
          key={item.id}
          role="alert"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {item.label} could not be saved: {item.error}
          </Typography>
          <Button
            size="small"
            color="inherit"
            disabled={!online || syncing}
            onClick={() => void syncNow(true)}
          >
            Retry
          </Button>
          <Button size="small" color="inherit" onClick={() => discard(item.id)}>
            Discard
          </Button>
        </Box>
      ))}
    </Box>
  );
}
