import { contactCategoryLabel } from '@astro/shared';
import CloseIcon from '@mui/icons-material/DoNotDisturbOn';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { StaffMember } from '../api/contact-messages-api';
import { formatDateTime } from '../../../lib/format-date';
import {
  canClose,
  canMarkInProgress,
  canSendResponse,
  type ContactMessage,
  type ContactStatus,
} from '../model/contact-message';
import { AssignSelect } from './assign-select';
import { MessageBadges } from './message-badges';
import { ResponseHistory } from './response-history';

export interface MessageCardProps {
  message: ContactMessage;
  /** Given to admins: the staff list and the assignment handler. */
  assignment?: { staff: StaffMember[]; onAssign: (staffId: string | null) => Promise<void> };
  onStatus: (status: ContactStatus) => Promise<void>;
  /** Resolves true when the response was saved (the form is then cleared). */
  onRespond: (text: string) => Promise<boolean>;
}

export function MessageCard({ message, assignment, onStatus, onRespond }: MessageCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState<null | 'status' | 'respond' | 'assign'>(null);
  const id = useId();

  const run = async (kind: 'status' | 'respond' | 'assign', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`${id}-subject`}
      data-message-id={message.id}
    >
      <CardActionArea
        aria-expanded={expanded}
        aria-controls={`${id}-details`}
        onClick={() => setExpanded((open) => !open)}
      >
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id={`${id}-subject`}
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {message.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {message.name} · {message.email} · {formatDateTime(message.created_at)}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <MessageBadges message={message} />
            </Box>
          </Box>
          <ExpandMoreIcon
            aria-hidden="true"
            sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        </CardContent>
      </CardActionArea>
      <Collapse in={expanded} unmountOnExit>
        <Divider />
        <CardContent id={`${id}-details`}>
          <Stack spacing={2}>
            {message.category && (
              <Typography variant="body2" color="text.secondary">
                Category: {contactCategoryLabel(message.category)}
              </Typography>
            )}
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.message}
            </Typography>
            {assignment && (
              <AssignSelect
                value={message.assigned_to}
                staff={assignment.staff}
                disabled={busy !== null}
                onChange={(staffId) => void run('assign', () => assignment.onAssign(staffId))}
              />
            )}
            <ResponseHistory responses={message.responses} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                variant="outlined"
                startIcon={<PlayArrowIcon />}
                disabled={!canMarkInProgress(message) || busy !== null}
                onClick={() => void run('status', () => onStatus('in_progress'))}
              >
                Mark In Progress
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<CloseIcon />}
                disabled={!canClose(message) || busy !== null}
                onClick={() => void run('status', () => onStatus('closed'))}
              >
                Close
              </Button>
            </Stack>
            <Box
              component="form"
              onSubmit={(event) => {
                event.preventDefault();
                if (!canSendResponse(draft)) return;
                void run('respond', async () => {
                  if (await onRespond(draft)) setDraft('');
                });
              }}
            >
              <TextField
                label="Your response"
                multiline
                minRows={3}
                fullWidth
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 5000 } }}
                helperText={`The sender receives it by e-mail at ${message.email}; the message is then marked resolved.`}
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<SendIcon />}
                disabled={!canSendResponse(draft) || busy !== null}
                sx={{ mt: 1 }}
              >
                {busy === 'respond' ? 'Sending...' : 'Send response'}
              </Button>
            </Box>
            {message.responded_at && (
              <Typography variant="body2" color="text.secondary">
                Last answered {formatDateTime(message.responded_at)}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Collapse>
    </Card>
  );
}
