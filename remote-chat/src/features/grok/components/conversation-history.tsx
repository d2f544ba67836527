import AddComment from '@mui/icons-material/AddComment';
import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link, LoadError, notify } from '@astro/shared';
import { useState } from 'react';
import { useGrokConversationsQuery, type ConversationSummary } from '../api/conversation-store';
import type { Brain } from '../../brains';
import {
  DeleteDialog,
  RenameDialog,
  useDeleteThreadMutation,
  useRenameThreadMutation,
  type Thread,
} from '../../threads';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Where a conversation opens when no page says otherwise. */
export const grokConversationHref = (id: string) => `/grok?conversation=${encodeURIComponent(id)}`;

const brainName = (brains: Brain[] | undefined, id: string | null): string | null => {
  if (!id) return null;
  const brain = brains?.find((b) => b.id === id);
  return brain ? `${brain.emoji} ${brain.title}` : null;
};

/** A conversation as Threads' rename and delete dialogs name it. */
const asThread = (c: ConversationSummary, brains: Brain[] | undefined, href: string): Thread => ({
  kind: c.brainId ? 'brain' : 'grok',
  id: c.id,
  title: c.title,
  with: brainName(brains, c.brainId) ?? 'Grok',
  emoji: '',
  date: c.lastMessageAt,
  href,
});

/**
 * The user's conversations, Grok's and brains', newest first, each opening at its own URL; found,
 * renamed and deleted in place.
 */
export function ConversationHistory({
  currentId,
  onNew,
  onOpen,
  hrefOf = grokConversationHref,
  brains,
}: {
  currentId: string | null;
  onNew(): void;
  /** Called after a conversation is picked (the drawer closes). */
  onOpen?: () => void;
  /** The page's own address for a conversation, so picking one stays on that page. */
  hrefOf?: (id: string) => string;
  /** To name the brain of a brain's conversation. */
  brains?: Brain[];
}) {
  const list = useGrokConversationsQuery();
  const [query, setQuery] = useState('');
  const [menu, setMenu] = useState<{ anchor: HTMLElement; thread: Thread } | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; thread: Thread } | null>(null);
  const [rename, renaming] = useRenameThreadMutation();
  const [remove, removing] = useDeleteThreadMutation();

  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (list.data ?? []).filter((c) => {
    const haystack = `${c.title} ${brainName(brains, c.brainId) ?? 'Grok'}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });

  const failed = (what: string, error: unknown) =>
    notify({
      title: `The conversation could not be ${what}`,
      description: (error as { message?: string }).message ?? 'Please try again.',
      variant: 'destructive',
    });

  return (
    <Stack component="nav" aria-label="Your conversations" spacing={1} sx={{ minWidth: 0 }}>
      <Button variant="outlined" startIcon={<AddComment />} onClick={onNew}>
        New conversation
      </Button>
      {(list.data?.length ?? 0) > 0 && (
        <TextField
          size="small"
          type="search"
          label="Find a conversation"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      {list.isLoading && (
        <Stack spacing={1} role="status" aria-label="Loading conversations">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Stack>
      )}
      {list.isError && (
        <LoadError
          severity="warning"
          message="Your conversations could not be loaded."
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          Your conversations appear here once you ask something.
        </Typography>
      )}
      {list.data && list.data.length > 0 && shown.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }} role="status">
          No conversation matches “{query.trim()}”.
        </Typography>
      )}
      {shown.length > 0 && (
        <List dense disablePadding sx={{ overflowY: 'auto', maxHeight: { md: '70vh' } }}>
          {shown.map((conversation) => {
            const href = hrefOf(conversation.id);
            const thread = asThread(conversation, brains, href);
            return (
              <ListItem
                key={conversation.id}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={`More actions for “${conversation.title}”`}
                    onClick={(event) => setMenu({ anchor: event.currentTarget, thread })}
                  >
                    <MoreVert fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton
                  component={Link}
                  to={href}
                  selected={conversation.id === currentId}
                  aria-current={conversation.id === currentId ? 'page' : undefined}
                  onClick={onOpen}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText
                    primary={conversation.title}
                    secondary={[
                      brainName(brains, conversation.brainId),
                      dateFormat.format(new Date(conversation.lastMessageAt)),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    slotProps={{ primary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setDialog({ kind: 'rename', thread: menu!.thread });
            setMenu(null);
          }}
        >
          Rename
        </MenuItem>
        <MenuItem
          onClick={() => {
            setDialog({ kind: 'delete', thread: menu!.thread });
            setMenu(null);
          }}
        >
          Delete
        </MenuItem>
      </Menu>
      {dialog?.kind === 'rename' && (
        <RenameDialog
          thread={dialog.thread}
          busy={renaming.isLoading}
          onCancel={() => setDialog(null)}
          onSave={(title) => {
            const { kind, id } = dialog.thread;
            void rename({ kind, id, title })
              .unwrap()
              .then(
                () => setDialog(null),
                (error: unknown) => failed('renamed', error),
              );
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          thread={dialog.thread}
          busy={removing.isLoading}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            const { kind, id } = dialog.thread;
            void remove({ kind, id })
              .unwrap()
              .then(
                () => {
                  setDialog(null);
                  // The conversation on screen is gone: a new one takes its place.
                  if (id === currentId) onNew();
                },
                (error: unknown) => failed('deleted', error),
              );
          }}
        />
      )}
    </Stack>
  );
}
