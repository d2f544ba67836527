import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useGetAnnouncementsQuery } from '../api/announcements-api';
import { useLiveAnnouncements } from '../api/use-live-announcements';
import { markRead, readIds as loadReadIds } from '../model/announcement';

const AnnouncementsPopover = lazy(() => import('./announcements-popover'));

export function AnnouncementsBell() {
  const { data: announcements = [], isLoading, refetch } = useGetAnnouncementsQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [read, setRead] = useState<ReadonlySet<string>>(() => loadReadIds());
  const panelId = useId();
  const reload = useCallback(() => void refetch(), [refetch]);
  const live = useLiveAnnouncements(reload);
  const unread = useMemo(() => announcements.filter((item) => !read.has(item.id)).length, [announcements, read]);

  const open = (target: HTMLElement) => {
    setLoaded(true);
    setAnchor(target);
    // Without a live socket the list is only as fresh as the last load: reload on every open.
    if (!live) reload();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? `Announcements, ${unread} unread` : 'Announcements'}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-live={live}
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        onClick={(event) => open(event.currentTarget)}
      >
        <Badge
          badgeContent={unread}
          max={99}
          // A fixed red: MUI's dark-mode error colour carries white digits at only 3.7:1.
          sx={{ '& .MuiBadge-badge': { bgcolor: '#b3261e', color: '#ffffff' } }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <AnnouncementsPopover
            id={panelId}
            anchor={anchor}
            unread={unread}
            onClose={() => setAnchor(null)}
            announcements={announcements}
            readIds={read}
            loading={isLoading}
            onRead={(id) => setRead(markRead(id))}
          />
        </Suspense>
      )}
    </>
  );
}
