import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { AnnouncementMarkdown } from '@astro/markdown';
import {
  announcementTone,
  isImportant,
  type Announcement,
  type AnnouncementTone,
} from '../model/announcement';

const TONE_ICONS: Record<AnnouncementTone, typeof InfoOutlinedIcon> = {
  info: InfoOutlinedIcon,
  warning: WarningAmberIcon,
  success: CheckCircleOutlineIcon,
  error: ErrorOutlineIcon,
};

export interface AnnouncementsPanelProps {
  announcements: Announcement[];
  readIds: ReadonlySet<string>;
  loading: boolean;
  onRead: (id: string) => void;
}

/** The list inside the bell's popover (loaded on first open; the markdown pipeline follows with the first item). */
export default function AnnouncementsPanel({
  announcements,
  readIds,
  loading,
  onRead,
}: AnnouncementsPanelProps) {
  if (announcements.length === 0) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {loading ? 'Loading...' : 'No announcements'}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Announcements"
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {announcements.map((item) => {
        const tone = announcementTone(item.type);
        const Icon = TONE_ICONS[tone];
        const unread = !readIds.has(item.id);
        return (
          <Box
            component="li"
            key={item.id}
            data-tone={tone}
            data-unread={unread}
            onClick={() => onRead(item.id)}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1.5,
              p: 1.5,
              borderRadius: 1.5,
              borderLeft: 4,
              borderColor: `${tone}.main`,
              bgcolor: unread ? 'action.selected' : 'transparent',
              cursor: 'pointer',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Icon sx={{ color: `${tone}.main`, mt: 0.25 }} aria-hidden="true" />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontSize: '0.95rem', m: 0 }}>
                  {/* The title is the keyboard way to mark the item read; the whole item takes clicks. */}
                  <ButtonBase
                    aria-label={unread ? `${item.title} (unread)` : item.title}
                    sx={{
                      font: 'inherit',
                      fontWeight: unread ? 700 : 500,
                      textAlign: 'left',
                      borderRadius: 0.5,
                      '&.Mui-focusVisible': {
                        outline: 2,
                        outlineColor: 'primary.main',
                        outlineStyle: 'solid',
                      },
                    }}
                  >
                    {item.title}
                  </ButtonBase>
                </Typography>
                {isImportant(item) && (
                  <Chip
                    size="small"
                    label="Important"
                    sx={{ height: 20, bgcolor: '#8c1d18', color: '#fff' }}
                  />
                )}
              </Box>
              <AnnouncementMarkdown source={item.content} />
              <Typography variant="caption" color="text.secondary">
                {new Date(item.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
