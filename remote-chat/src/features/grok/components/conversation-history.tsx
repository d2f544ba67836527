import AddComment from '@mui/icons-material/AddComment';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, LoadError } from '@astro/shared';
import { useGrokConversationsQuery } from '../api/conversation-store';
import type { Brain } from '../../brains';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const brainName = (brains: Brain[] | undefined, id: string | null): string | null => {
  if (!id) return null;
  const brain = brains?.find((b) => b.id === id);
  return brain ? `${brain.emoji} ${brain.title}` : null;
};

/** Where a conversation opens when no page says otherwise. */
export const grokConversationHref = (id: string) => `/grok?conversation=${encodeURIComponent(id)}`;

/** The user's conversations, Grok's and brains', newest first, each opening at its own URL. */
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
  return (
    <Stack component="nav" aria-label="Your conversations" spacing={1} sx={{ minWidth: 0 }}>
      <Button variant="outlined" startIcon={<AddComment />} onClick={onNew}>
        New conversation
      </Button>
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
      {list.data && list.data.length > 0 && (
        <List dense disablePadding sx={{ overflowY: 'auto', maxHeight: { md: '70vh' } }}>
          {list.data.map((conversation) => (
            <ListItemButton
              key={conversation.id}
              component={Link}
              to={hrefOf(conversation.id)}
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
          ))}
        </List>
      )}
    </Stack>
  );
}
