import { useAfterIdle } from '@astro/shared';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useGetAnnouncementsQuery } from '../api/announcements-api';
import { useLiveAnnouncements } from '../api/use-live-announcements';
import { markRead, readIds as loadReadIds } from '../model/announcement';

const AnnouncementsPopover = lazy(() => import('./announcements-popover'));

/** When the list loads at the latest if the page is never idle; nothing shows it before a click. */
export const ANNOUNCEMENTS_LOAD_DEADLINE_MS = 2000;

export function AnnouncementsBell() {
  // The first load waits for an idle moment: started with the page, it would run in start-up's
  // first commit, and the bell shows no count in the first screen anyway.
  const started = useAfterIdle(ANNOUNCEMENTS_LOAD_DEADLINE_MS);
  const {
    data: announcements = [],
    isLoading,
    refetch,
  } = useGetAnnouncementsQuery(undefined, { skip: !started });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [read, setRead] = useState<ReadonlySet<string>>(() => loadReadIds());
  const panelId = useId();
  const reload = useCallback(() => {
    if (started) void refetch();
  }, [refetch, started]);
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
