import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { overallStatus, statusText, type SystemStatus } from '../model/health-status';
import {
  currentSystemStatus,
  recheckSystemStatus,
  subscribeSystemStatus,
} from '../model/status-monitor';

const COLOURS = { online: '#2fb344', offline: '#e5484d', checking: '#9aa0a6' } as const;

/**
 * A dot in the top bar. It is a button so keyboard and touch users can reach what it says: the
 * tooltip shows on focus as well as hover, and pressing it checks the services again.
 */
export function SystemStatusIcon() {
  const [status, setStatus] = useState<SystemStatus>(currentSystemStatus);
  useEffect(() => subscribeSystemStatus(setStatus), []);
  const overall = overallStatus(status);
  const text = statusText(status);
  return (
    <DeferredTooltip title={text} describeChild={false}>
      <IconButton
        aria-label={text}
        data-status={overall}
        data-testid="system-status"
        size="small"
        onClick={() => void recheckSystemStatus()}
        sx={{ width: 32, height: 32, mx: 0.25 }}
      >
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            width: 12,
            height: 12,
            borderRadius: '50%',
            background: COLOURS[overall],
            boxShadow: `0 0 0 3px ${COLOURS[overall]}40`,
          }}
        />
      </IconButton>
    </DeferredTooltip>
  );
}
