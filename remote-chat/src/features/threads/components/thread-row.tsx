import { Link } from '@astro/shared';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Thread } from '../model/thread';
import { snippetParts } from '../model/thread-search';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : dateFormat.format(date);
};

/** The words of the matching message, with the words searched for marked. */
function Snippet({ snippet }: { snippet: string }) {
  return (
    <Typography
      component="span"
      variant="body2"
      data-testid="thread-snippet"
      sx={{
        display: 'block',
        mt: 0.5,
        color: 'text.secondary',
        overflowWrap: 'anywhere',
        '& mark': { bgcolor: 'action.selected', color: 'text.primary', fontWeight: 600, px: 0.25 },
      }}
    >
      {snippetParts(snippet).map((part, i) =>
        part.highlighted ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </Typography>
  );
}

/** One conversation: a link to continue it, and its rename and delete buttons. */
export function ThreadRow({
  thread,
  snippet,
  onRename,
  onDelete,
}: {
  thread: Thread;
  snippet?: string;
  onRename(): void;
  onDelete(): void;
}) {
  return (
    <ListItem
      data-thread-kind={thread.kind}
      divider
      disablePadding
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <Tooltip title="Rename">
            <IconButton aria-label={`Rename “${thread.title}”`} onClick={onRename}>
              <Edit />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete “${thread.title}”`} onClick={onDelete}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      }
      sx={{ pr: 12 }}
    >
      <ListItemButton component={Link} to={thread.href} sx={{ pr: 12 }}>
        <Typography component="span" aria-hidden="true" sx={{ fontSize: '1.5rem', mr: 2 }}>
          {thread.emoji}
        </Typography>
        <ListItemText
          primary={thread.title}
          slotProps={{
            primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
            secondary: { component: 'div' },
          }}
          secondary={
            <>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
              >
                <Chip
                  size="small"
                  variant="outlined"
                  label={thread.kind === 'brain' ? 'Brain' : 'Grok'}
                />
                <span>{thread.with}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={thread.date}>{formatDate(thread.date)}</time>
              </Stack>
              {snippet ? <Snippet snippet={snippet} /> : null}
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}
