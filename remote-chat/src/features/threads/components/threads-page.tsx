import {
  LastUpdated,
  Link,
  LoadError,
  notify,
  Page,
  selectSessionUser,
  useAppSelector,
} from '@astro/shared';
import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  useDeleteThreadMutation,
  useGetThreadsQuery,
  useRenameThreadMutation,
  useSearchThreadMessagesQuery,
} from '../api/threads-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLiveThreads } from '../hooks/use-live-threads';
import { type Thread } from '../model/thread';
import {
  messageSearchText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  searchResults,
  type SearchResult,
} from '../model/thread-search';
import { DeleteDialog, RenameDialog } from './thread-dialogs';
import { ThreadRow } from './thread-row';

const errorMessage = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : '';

const matchCount = (count: number) =>
  count === 1 ? '1 conversation found' : `${count} conversations found`;

/**
 * /threads: every brain chat and Grok conversation, newest first and kept current while open, to
 * search (titles at once, the words of every message after a pause in typing), continue, rename
 * or delete.
 */
export default function ThreadsPage() {
  const userId = useAppSelector(selectSessionUser)?.id;
  useLiveThreads(userId);
  const {
    data: threads,
    isLoading,
    isError,
    error,
    refetch,
    fulfilledTimeStamp,
  } = useGetThreadsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [renameThread, renaming] = useRenameThreadMutation();
  const [deleteThread, deleting] = useDeleteThreadMutation();
  const [query, setQuery] = useState('');
  const [renameTarget, setRenameTarget] = useState<Thread | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<Thread | null>(null);

  const searchText = messageSearchText(query);
  const settledText = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const messageSearch = useSearchThreadMessagesQuery(settledText, { skip: settledText === '' });
  const searching = searchText !== '';
  // Matches of an earlier text are not shown while the current one is searched.
  const matches = searching && settledText === searchText ? messageSearch.currentData : undefined;
  const searchPending =
    searching && !messageSearch.isError && (settledText !== searchText || !matches);

  const visible = useMemo<SearchResult[]>(
    () =>
      searching
        ? searchResults(threads ?? [], query, matches ?? [])
        : (threads ?? []).map((thread) => ({ thread })),
    [threads, query, searching, matches],
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
              htmlInput: {
                maxLength: SEARCH_MAX_LENGTH,
                'aria-describedby': 'threads-search-status',
              },
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

        <LastUpdated at={fulfilledTimeStamp} />
        {isError && (
          <LoadError
            message="Your conversations could not be loaded."
            detail={errorMessage(error)}
            onRetry={() => void refetch()}
          />
        )}
        {searching && messageSearch.isError && (
          <LoadError
            severity="warning"
            message="Messages could not be searched, so only titles are matched."
            detail={errorMessage(messageSearch.error)}
            onRetry={() => void messageSearch.refetch()}
          />
        )}

        <Typography
          id="threads-search-status"
          data-testid="threads-search-status"
          role="status"
          variant="body2"
          color="text.secondary"
        >
          {!searching || isLoading
            ? ''
            : searchPending
              ? 'Searching messages…'
              : matchCount(visible.length)}
        </Typography>

        <Paper variant="outlined">
          {searchPending && !isLoading && (
            <LinearProgress aria-label="Searching messages" sx={{ borderRadius: 0 }} />
          )}
          {isLoading ? (
            <Stack spacing={1} sx={{ p: 2 }} aria-busy="true">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : visible.length === 0 ? (
            searchPending ? null : (
              <Typography sx={{ p: 3 }} color="text.secondary">
                {threads && threads.length > 0
                  ? `No conversations match “${query.trim()}”.`
                  : 'No conversations yet. Ask a brain or Grok a question, and it will be kept here.'}
              </Typography>
            )
          ) : (
            <List aria-label="Conversations" data-testid="threads-list">
              {visible.map(({ thread, snippet }) => (
                <ThreadRow
                  key={`${thread.kind}:${thread.id}`}
                  thread={thread}
                  snippet={snippet}
                  onRename={() => setRenameTarget(thread)}
                  onDelete={() => setDeleteTarget(thread)}
                />
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
                notify({
                  title: 'The conversation could not be renamed',
                  description: e.message ?? 'unknown error',
                  variant: 'destructive',
                });
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
                notify({
                  title: 'The conversation could not be deleted',
                  description: e.message ?? 'unknown error',
                  variant: 'destructive',
                });
              });
          }}
        />
      )}
    </Page>
  );
}
