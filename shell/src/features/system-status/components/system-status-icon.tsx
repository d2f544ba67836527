import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { overallStatus, statusText, type SystemStatus } from '../model/health-status';
import { subscribeSystemStatus } from '../model/status-monitor';

const COLOURS = { online: '#2fb344', offline: '#e5484d', checking: '#9aa0a6' } as const;

/** A dot in the top bar; its name (and hover title) says what is up. */
export function SystemStatusIcon() {
  const [status, setStatus] = useState<SystemStatus>({ main: 'checking', chat: 'checking' });
  useEffect(() => subscribeSystemStatus(setStatus), []);
  const overall = overallStatus(status);
  const text = statusText(status);
  return (
    <Box
      role="img"
      aria-label={text}
      title={text}
      data-status={overall}
      data-testid="system-status"
      sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 28, height: 28, mx: 0.5 }}
    >
      <Box
        component="span"
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: COLOURS[overall],
          boxShadow: `0 0 0 3px ${COLOURS[overall]}40`,
        }}
      />
    </Box>
  );
}
