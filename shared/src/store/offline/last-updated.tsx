import Typography from '@mui/material/Typography';
import { useOnlineStatus } from './use-online-status';

/** "10:42" today, "23 Nov, 10:42" on another day. */
export function formatLastUpdated(at: number, now: number = Date.now()): string {
  const when = new Date(at);
  const time = when.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (when.toDateString() === new Date(now).toDateString()) return time;
  return `${when.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`;
}

/**
 * Says how old the data on screen is while offline, when it may be a copy kept on the device.
 * `at` is the query's `fulfilledTimeStamp`; online (or with no data yet) it shows nothing.
 */
export function LastUpdated({ at }: { at: number | undefined }) {
  const online = useOnlineStatus();
  if (online || at === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      Last updated {formatLastUpdated(at)}
    </Typography>
  );
}
