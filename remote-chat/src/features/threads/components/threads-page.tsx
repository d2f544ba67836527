import { Link, Page, useNavigate } from '@astro/shared';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  useDeleteThreadMutation,
  useGetThreadsQuery,
  useRenameThreadMutation,
} from '../api/threads-api';
import { matchesSearch, type Thread } from '../model/thread';
import { DeleteDialog, RenameDialog } from './thread-dialogs';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : dateFormat.format(date);
};

/** /threads: every brain chat and Grok conversation, newest first, to search, continue, rename or delete. */
export default function ThreadsPage() {
  const {
    data: threads,
    isLoading,
    isError,
    error,
    refetch,
  } = useGetThreadsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [renameThread, renaming] = useRenameThreadMutation();
  const [deleteThread, deleting] = useDeleteThreadMutation();
  const [query, setQuery] = useState('');
  const [renameTarget, setRenameTarget] = useState<Thread | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<Thread | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const navigate = useNavigate();

  const visible = useMemo(
    () => (threads ?? []).filter((t) => matchesSearch(t, query)),
    [threads, query],
  );

  return (
    <Page
      title="Chat History"
      description="Your conversations with the brains and with Grok: search, continue, rename or delete them."
      source="chat"
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            size="small"
            label="Search conversations"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            sx={{ flex: 1, maxWidth: 480 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button component={Link} to="/brains" variant="outlined">
            Chat with a brain
          </Button>
          <Button component={Link} to="/grok" variant="outlined">
            Ask Grok
          </Button>
        </Stack>

        {isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            Your conversations could not be loaded.{' '}
            {'message' in (error ?? {}) ? String((error as { message: string }).message) : ''}
          </Alert>
        )}
        {actionError && (
          <Alert severity="error" role="alert" onClose={() => setActionError(null)}>
            {actionError}
          </Alert>
        )}

        <Paper variant="outlined">
          {isLoading ? (
            <Stack spacing={1} sx={{ p: 2 }} aria-busy="true">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : visible.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              {threads && threads.length > 0
                ? `No conversation matches “${query.trim()}”.`
                : 'No conversations yet. Ask a brain or Grok a question, and it will be kept here.'}
            </Typography>
          ) : (
            <List aria-label="Conversations" data-testid="threads-list">
              {visible.map((thread) => (
                <ListItem
                  key={`${thread.kind}:${thread.id}`}
                  data-thread-kind={thread.kind}
                  divider
                  disablePadding
                  secondaryAction={
                    <Stack direction="row" spacing={0.5}>
                      <Tooltip title="Rename">
                        <IconButton
                          aria-label={`Rename “${thread.title}”`}
                          onClick={() => setRenameTarget(thread)}
                        >
                          <Edit />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton
                          aria-label={`Delete “${thread.title}”`}
                          onClick={() => setDeleteTarget(thread)}
                        >
                          <DeleteOutline />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemButton onClick={() => navigate(thread.href)} sx={{ pr: 12 }}>
                    <Typography
                      component="span"
                      aria-hidden="true"
                      sx={{ fontSize: '1.5rem', mr: 2 }}
                    >
                      {thread.emoji}
                    </Typography>
                    <ListItemText
                      primary={thread.title}
                      slotProps={{
                        primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                        secondary: { component: 'div' },
                      }}
                      secondary={
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
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      </Stack>

      {renameTarget && (
        <RenameDialog
          thread={renameTarget}
          busy={renaming.isLoading}
          onCancel={() => setRenameTarget(null)}
          onSave={(title) => {
            void renameThread({ kind: renameTarget.kind, id: renameTarget.id, title })
              .unwrap()
              .then(() => setRenameTarget(null))
              .catch((e: { message?: string }) => {
                setRenameTarget(null);
                setActionError(
                  `The conversation could not be renamed: ${e.message ?? 'unknown error'}`,
                );
              });
          }}
        />
      )}
      {deleteTarget && (
        <DeleteDialog
          thread={deleteTarget}
          busy={deleting.isLoading}
          onCancel={() => setDeleteTarget(null)}
          onConfirm={() => {
            void deleteThread({ kind: deleteTarget.kind, id: deleteTarget.id })
              .unwrap()
              .then(() => setDeleteTarget(null))
              .catch((e: { message?: string }) => {
                setDeleteTarget(null);
                setActionError(
                  `The conversation could not be deleted: ${e.message ?? 'unknown error'}`,
                );
              });
          }}
        />
      )}
    </Page>
  );
}
