import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Markdown } from '../../../components';
import { SourcesList } from './sources-list';
import { CheckedAnswer } from '../../claims';
import { contextOf, imagesOf, textOf, type ChatMessage } from '../model/chat-messages';
import { findModel } from '../model/grok-models';
import type { SiblingPosition } from '../model/message-tree';
import { MessageActions } from './message-actions';
import { QuestionContext } from './question-context';
import { QuestionEditor } from './question-editor';

export const NOT_ANSWERED = 'Not answered.';
export const STOPPED_NOTE = 'Stopped before the answer was complete.';

export interface MessageBubbleProps {
  message: ChatMessage;
  streaming: boolean;
  versions: SiblingPosition;
  onShowVersion(id: string): void;
  /** Absent while an answer is under way: one turn at a time. */
  onRegenerate?: () => void;
  onEdit?: (text: string) => void;
  /** Who answers, when it is not Grok itself (a brain). */
  assistantName?: string;
}

/** One message: the user's text and images, or the assistant's markdown answer, with its actions. */
export function MessageBubble({
  message,
  streaming,
  versions,
  onShowVersion,
  onRegenerate,
  onEdit,
  assistantName,
}: MessageBubbleProps) {
  const [editing, setEditing] = useState(false);
  const isUser = message.role === 'user';
  const text = textOf(message.content);
  const images = imagesOf(message.content);
  const context = isUser ? contextOf(message.content) : [];
  const failed = message.status === 'failed';
  const settled = !message.pending && message.status !== 'streaming';

  return (
    <Stack
      component="li"
      data-role={message.role}
      data-status={message.status}
      sx={{ alignItems: isUser ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ mb: 0.5 }}>
        {isUser
          ? 'You'
          : (assistantName ??
            `Grok${message.model ? ` · ${findModel(message.model)?.label ?? message.model}` : ''}`)}
      </Typography>
      {editing && onEdit ? (
        <QuestionEditor
          initialText={text}
          onCancel={() => setEditing(false)}
          onSend={(edited) => {
            setEditing(false);
            onEdit(edited);
          }}
        />
      ) : (
        <Paper
          variant="outlined"
          aria-busy={streaming || undefined}
          sx={{
            px: 2,
            py: 1.25,
            maxWidth: { xs: '100%', md: '85%' },
            bgcolor: isUser ? 'action.selected' : 'background.paper',
            borderColor: failed ? 'error.main' : undefined,
          }}
        >
          {images.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mb: text ? 1 : 0, flexWrap: 'wrap' }}>
              {images.map((url, index) => (
                <Box
                  key={index}
                  component="img"
                  src={url}
                  alt={`Attached image ${index + 1}`}
                  sx={{ maxWidth: 220, maxHeight: 220, borderRadius: 1, display: 'block' }}
                />
              ))}
            </Stack>
          )}
          {isUser
            ? (text || context.length > 0) && (
                <>
                  {text && (
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {text}
                    </Typography>
                  )}
                  <QuestionContext parts={context} />
                </>
              )
            : text && (
                <Box data-testid="assistant-answer">
                  {settled ? (
                    <CheckedAnswer text={text} checks={message.claimChecks} />
                  ) : (
                    <Markdown text={text} />
                  )}
                  {settled && message.sources && <SourcesList sources={message.sources} />}
                </Box>
              )}
          {failed && (
            <Stack spacing={1} sx={{ mt: text ? 1 : 0, alignItems: 'flex-start' }}>
              <Typography variant="body2" color="error" data-testid="answer-failure">
                {NOT_ANSWERED}
                {message.error ? ` ${message.error}` : ''}
              </Typography>
              {onRegenerate && (
                <Button size="small" variant="outlined" onClick={onRegenerate}>
                  Retry
                </Button>
              )}
            </Stack>
          )}
          {message.status === 'stopped' && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {STOPPED_NOTE}
            </Typography>
          )}
        </Paper>
      )}
      {settled && !editing && (
        <MessageActions
          role={message.role}
          text={text}
          versions={versions}
          onShowVersion={onShowVersion}
          {...(isUser && onEdit ? { onEdit: () => setEditing(true) } : {})}
          {...(!isUser && !failed && onRegenerate ? { onRegenerate } : {})}
        />
      )}
    </Stack>
  );
}
