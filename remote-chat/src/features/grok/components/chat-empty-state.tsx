import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Brain } from '../../brains';

export const EMPTY_STATE =
  'Welcome to Grok - Ask me anything or paste an image to start a conversation';

/** What an empty conversation says: Grok's welcome, or the brain's introduction. */
export function ChatEmptyState({ brain }: { brain: Brain | undefined }) {
  if (!brain)
    return (
      <Typography variant="h6" component="p">
        {EMPTY_STATE}
      </Typography>
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h6" component="p">
        <span aria-hidden="true">{brain.emoji}</span> {brain.title}
      </Typography>
      <Typography color="text.secondary">{brain.description}</Typography>
      <Typography>{`Ask ${brain.title} a question to start the conversation.`}</Typography>
    </Stack>
  );
}
