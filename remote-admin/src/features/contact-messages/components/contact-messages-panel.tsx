import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { LoadError, useNotify, visuallyHiddenSx } from '@astro/shared';
import {
  useAssignMessageMutation,
  useContactMessagesQuery,
  useSendResponseMutation,
  useStaffMembersQuery,
  useUpdateMessageStatusMutation,
} from '../api/contact-messages-api';
import { useLiveContactMessages, type LiveStatus } from '../hooks/use-live-contact-messages';
import {
  matchesSearch,
  STATUS_FILTERS,
  STATUS_LABELS,
  type ContactStatus,
  type StatusFilter,
} from '../model/contact-message';
import { MessageCard } from './message-card';

export interface ContactMessagesPanelProps {
  title: string;
  /** The signed-in user's id. */
  userId: string;
  /** 'all' for admins (every message, with assignment); 'assigned' for messages assigned to me. */
  scope: 'all' | 'assigned';
  headingLevel?: 'h2' | 'h3';
  /**
   * 'card' draws its own frame and heading; 'bare' leaves both to a host that already shows the
   * title (the dashboard's "Assigned to me" section), and keeps the title for screen readers.
   */
  frame?: 'card' | 'bare';
}

const LIVE_LABELS: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  offline: 'Live updates unavailable: refreshing every 30 s',
};

const LOAD_MESSAGES_FAILED = 'Failed to load messages';

/** product §2: search, status filter and expandable message cards in a 600 px list. */
export function ContactMessagesPanel({
  title,
  userId,
  scope,
  headingLevel = 'h2',
  frame = 'card',
}: ContactMessagesPanelProps) {
  const toast = useNotify();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const headingId = useId();
  const args = { assignedTo: scope === 'assigned' ? userId : null, status };
  const messages = useContactMessagesQuery(args);
  const staff = useStaffMembersQuery(undefined, { skip: scope !== 'all' });
  const [updateStatus] = useUpdateMessageStatusMutation();
  const [assign] = useAssignMessageMutation();
  const [sendResponse] = useSendResponseMutation();
  const live = useLiveContactMessages(args, messages.refetch);

  // product §8 asks for the toast; the list also says it, with Retry, until the messages load.
  useEffect(() => {
    if (messages.isError)
      toast({ title: 'Error', description: LOAD_MESSAGES_FAILED, variant: 'destructive' });
  }, [messages.isError, toast]);

  const visible = useMemo(
    () => (messages.data ?? []).filter((m) => matchesSearch(m, search)),
    [messages.data, search],
  );

  const changeStatus = async (id: string, next: ContactStatus) => {
    const result = await updateStatus({ id, status: next });
    if ('data' in result && result.data) {
      toast({
        title: 'Status Updated',
        description: `Message status changed to ${STATUS_LABELS[next]}`,
      });
    } else {
      toast({ title: 'Error', description: 'Failed to update status', variant: 'destructive' });
    }
  };

  const respond = async (id: string, text: string): Promise<boolean> => {
    const result = await sendResponse({ id, response: text });
    if ('error' in result) {
      toast({ title: 'Error', description: 'Failed to send response', variant: 'destructive' });
      return false;
    }
    toast({
      title: 'Response Sent',
      description: 'Your response has been saved and the message marked as resolved',
    });
    if (result.data.mail !== 'sent') {
      toast({
        title: 'E-mail delayed',
        description:
          'The e-mail to the sender could not be sent yet; it will be retried with the next response.',
        variant: 'destructive',
      });
    }
    return true;
  };

  const assignTo = async (id: string, staffId: string | null) => {
    const result = await assign({ id, staffId });
    if ('error' in result) {
      toast({
        title: 'Error',
        description: 'Failed to assign the message',
        variant: 'destructive',
      });
    } else {
      const member = staff.data?.find((s) => s.user_id === staffId);
      toast({
        title: 'Message Assigned',
        description: staffId
          ? `Assigned to ${member?.username ?? member?.email ?? 'a staff member'}`
          : 'The message is no longer assigned',
      });
    }
  };

  return (
    <Paper
      variant={frame === 'card' ? 'outlined' : 'elevation'}
      elevation={0}
      component="section"
      aria-labelledby={headingId}
      sx={frame === 'card' ? { p: { xs: 2, md: 3 } } : { p: 0, bgcolor: 'transparent' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          variant="h5"
          component={headingLevel}
          sx={frame === 'card' ? { flex: 1 } : visuallyHiddenSx}
        >
          {title}
        </Typography>
        {frame === 'bare' && <Box sx={{ flex: 1 }} />}
        <Chip
          size="small"
          variant="outlined"
          color={live === 'live' ? 'success' : 'default'}
          label={LIVE_LABELS[live]}
          aria-live="polite"
        />
        <Tooltip title="Reload messages">
          <IconButton aria-label="Reload messages" onClick={() => void messages.refetch()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search messages"
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      </Stack>
      {/* Only the messages themselves make the list: a list holding a spinner or "No messages
          found" would be a list without items. */}
      <Box sx={{ height: 600, overflowY: 'auto', pr: 0.5 }}>
        {messages.isLoading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', height: 1 }}>
            <CircularProgress aria-label="Loading messages" />
          </Box>
        ) : messages.isError && !messages.data ? (
          <LoadError message={LOAD_MESSAGES_FAILED} onRetry={() => void messages.refetch()} />
        ) : visible.length === 0 ? (
          <Box sx={{ display: 'grid', placeItems: 'center', height: 1 }}>
            <Typography color="text.secondary">No messages found</Typography>
          </Box>
        ) : (
          <Box
            role="list"
            aria-label={`${title}: messages`}
            aria-busy={messages.isFetching}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {visible.map((message) => (
              <Box role="listitem" key={message.id}>
                <MessageCard
                  message={message}
                  assignment={
                    scope === 'all'
                      ? {
                          staff: staff.data ?? [],
                          onAssign: (staffId) => assignTo(message.id, staffId),
                        }
                      : undefined
                  }
                  onStatus={(next) => changeStatus(message.id, next)}
                  onRespond={(text) => respond(message.id, text)}
                />
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
