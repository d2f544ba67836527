import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '../model/chat-messages';

/** The models' reasoning for each answer of the conversation, newest last. */
export function ReasoningPanel({ messages }: { messages: ChatMessage[] }) {
  const answers = messages.filter((m) => m.role === 'assistant' && m.reasoning);
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-label="Reasoning"
      sx={{ p: 2, overflowY: 'auto', maxHeight: { md: 560 }, minWidth: 0 }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        Reasoning
      </Typography>
      {answers.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          When a model shares how it worked towards an answer, its reasoning appears here.
        </Typography>
      ) : (
        <Stack spacing={2} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {answers.map((m, index) => (
            <li key={m.id}>
              <Typography variant="caption" color="text.secondary">
                Answer {index + 1}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.reasoning}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
