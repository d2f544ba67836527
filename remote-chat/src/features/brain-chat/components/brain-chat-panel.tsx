import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useOnlineStatus } from '@astro/shared';
import { useState, type KeyboardEvent } from 'react';
import { ChatLog, Markdown } from '../../../components';
import { AUTH_REQUIRED } from '../model/brain-answer';
import { useBrainChat } from '../hooks/use-brain-chat';
import type { BrainTurn } from '../api/brain-service';
import { SourcesList } from './sources-list';
import { ChartAttachments, chartLimitOf, chartRequest } from '../../attached-charts';
import { CheckedAnswer } from '../../claims';

export interface BrainChatPanelProps {
  brainId: string;
  brainTitle: string;
  brainEmoji?: string;
  /** How many of the user's saved charts the brain reads (wizard_brains.chart_slots). */
  chartSlots?: number;
  chatId?: string | null;
  onChatCreated?(chatId: string): void;
}

function TurnBubble({ turn, brainTitle }: { turn: BrainTurn; brainTitle: string }) {
  const isUser = turn.role === 'user';
  return (
    <Stack
      component="li"
      data-role={turn.role}
      sx={{ listStyle: 'none', alignItems: isUser ? 'flex-end' : 'flex-start' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ mb: 0.5 }}>
        {isUser ? 'You' : brainTitle}
      </Typography>
      {turn.error ? (
        <Alert severity="error" sx={{ maxWidth: { xs: '100%', md: '85%' } }}>
          {turn.error.message}
          {turn.error.detail && <Typography variant="body2">{turn.error.detail}</Typography>}
        </Alert>
      ) : (
        <Paper
          variant="outlined"
          sx={{
            px: 2,
            py: 1.25,
            maxWidth: { xs: '100%', md: '85%' },
            bgcolor: isUser ? 'action.selected' : 'background.paper',
          }}
          data-testid={isUser ? undefined : 'brain-answer'}
          data-streaming={turn.streaming ? 'true' : undefined}
          aria-busy={turn.streaming ? true : undefined}
        >
          {isUser ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {turn.text}
            </Typography>
          ) : turn.streaming ? (
            <Markdown text={turn.text} />
          ) : (
            <CheckedAnswer text={turn.text} checks={turn.claimChecks} />
          )}
          {!isUser && <SourcesList sources={turn.sources} />}
        </Paper>
      )}
    </Stack>
  );
}

/** A conversation with one brain: questions, grounded answers with their sources. */
export function BrainChatPanel({
  brainId,
  brainTitle,
  brainEmoji,
  chartSlots = 0,
  chatId = null,
  onChatCreated,
}: BrainChatPanelProps) {
  const chat = useBrainChat(brainId, chatId, onChatCreated);
  const [question, setQuestion] = useState('');
  // Asking needs the provider: offline, Ask waits for the connection and says why.
  const online = useOnlineStatus();
  const submit = async () => {
    const text = question;
    if (!text.trim() || chat.status === 'waiting' || !online) return;
    setQuestion('');
    const sent = await chat.ask(text);
    if (!sent) setQuestion((current) => current || text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  if (!chat.signedIn) return <Alert severity="warning">{AUTH_REQUIRED}</Alert>;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }} data-testid="brain-chat">
      <Stack spacing={2}>
        <ChatLog
          label={`Conversation with ${brainTitle}`}
          busy={chat.status !== 'idle'}
          loading={chat.status === 'loading'}
          emptyState={
            chat.turns.length === 0 ? (
              <>
                <Typography component="span" aria-hidden="true" sx={{ fontSize: '2.5rem' }}>
                  {brainEmoji ?? '✨'}
                </Typography>
                <Typography variant="h6" component="p">
                  Ask {brainTitle} a question to start the conversation.
                </Typography>
              </>
            ) : null
          }
          pending={
            chat.status === 'waiting' && !chat.turns.some((turn) => turn.streaming) ? (
              <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
                <CircularProgress size={16} aria-hidden="true" />
                <Typography>Thinking...</Typography>
              </Stack>
            ) : null
          }
          contents={chat.turns}
          minHeight={300}
          maxHeight="60vh"
        >
          {chat.turns.map((turn) => (
            <TurnBubble key={turn.id} turn={turn} brainTitle={brainTitle} />
          ))}
        </ChatLog>
        {chat.error && (
          <Alert severity="error" role="alert" onClose={chat.clearError} data-testid="brain-error">
            {chat.error.message}
            {chat.error.detail && <Typography variant="body2">{chat.error.detail}</Typography>}
          </Alert>
        )}
        <ChartAttachments
          chartIds={chat.chartIds}
          limit={chartLimitOf(chartSlots)}
          onChange={chat.setCharts}
          disabled={chat.status !== 'idle'}
          request={
            chat.status === 'loading'
              ? null
              : chartRequest(brainTitle, chartSlots, chat.chartIds.length)
          }
          error={chat.chartsError}
        />
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-end' }}
          aria-label={`Ask ${brainTitle}`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Your question"
            multiline
            maxRows={6}
            fullWidth
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={onKeyDown}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
          <Button
            type="submit"
            variant="contained"
            endIcon={<Send />}
            disabled={!question.trim() || chat.status !== 'idle' || !online}
            sx={{ flexShrink: 0, height: 40 }}
          >
            Ask
          </Button>
        </Stack>
        {!online && (
          <Typography variant="caption" color="text.secondary">
            You are offline: Ask works again when the connection returns. Your question stays here.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
