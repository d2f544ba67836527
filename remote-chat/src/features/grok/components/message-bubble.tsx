import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Markdown } from '../../../components';
import { findModel } from '../model/grok-models';
import { imagesOf, textOf, type ChatMessage } from '../model/chat-messages';

/** One message: the user's text and images, or the assistant's markdown answer. */
export function MessageBubble({
  message,
  streaming,
}: {
  message: ChatMessage;
  streaming: boolean;
}) {
  const isUser = message.role === 'user';
  const text = textOf(message.content);
  const images = imagesOf(message.content);
  return (
    <Stack
      component="li"
      data-role={message.role}
      sx={{ alignItems: isUser ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ mb: 0.5 }}>
        {isUser
          ? 'You'
          : `Grok${message.model ? ` · ${findModel(message.model)?.label ?? message.model}` : ''}`}
      </Typography>
      <Paper
        variant="outlined"
        aria-busy={streaming || undefined}
        sx={{
          px: 2,
          py: 1.25,
          maxWidth: { xs: '100%', md: '85%' },
          bgcolor: isUser ? 'action.selected' : 'background.paper',
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
        {isUser ? (
          text && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
          )
        ) : (
          <Box data-testid="assistant-answer">
            <Markdown text={text} />
          </Box>
        )}
        {message.failed && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Not answered: this message is left out of the conversation.
          </Typography>
        )}
        {message.stopped && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Stopped before the answer was complete.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
