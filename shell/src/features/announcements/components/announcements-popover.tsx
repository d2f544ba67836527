import { LoadingFallback } from '@astro/shared';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { AnnouncementsPanelProps } from './announcements-panel';

const AnnouncementsPanel = lazy(() => import('./announcements-panel'));

/** product §9: the panel is at most 400 px wide. */
const PANEL_WIDTH = 400;

export interface AnnouncementsPopoverProps extends AnnouncementsPanelProps {
  id: string;
  anchor: HTMLElement | null;
  unread: number;
  onClose: () => void;
}

/** The bell's popover; its code loads on the first open. */
export default function AnnouncementsPopover({ id, anchor, unread, onClose, ...panel }: AnnouncementsPopoverProps) {
  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Announcements',
          sx: { width: `min(${PANEL_WIDTH}px, calc(100vw - 32px))`, maxWidth: PANEL_WIDTH, maxHeight: '70vh' },
        },
      }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 0.5, display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          Announcements
        </Typography>
        {unread > 0 && (
          <Typography variant="caption" color="text.secondary">
            {unread} unread
          </Typography>
        )}
      </Box>
      <Suspense fallback={<LoadingFallback />}>
        <AnnouncementsPanel {...panel} />
      </Suspense>
    </Popover>
  );
}
