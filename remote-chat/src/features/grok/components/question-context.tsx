import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentPart } from '../model/chat-messages';

type TextPart = Extract<ContentPart, { type: 'text' }>;

/**
 * What a question carries beside the user's words: the passage they quoted, shown as a quote, and
 * the data the page attached, closed until opened, so neither reads as the user's own question.
 */
export function QuestionContext({ parts }: { parts: TextPart[] }) {
  if (parts.length === 0) return null;
  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 1 }}>
      {parts.map((part, index) =>
        part.kind === 'quote' ? (
          <Box
            key={index}
            component="figure"
            data-testid="question-quote"
            sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}
          >
            <Box
              component="blockquote"
              sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: 'italic' }}
            >
              {part.text}
            </Box>
            {part.label && (
              <Typography component="figcaption" variant="caption" color="text.secondary">
                {`From “${part.label}”`}
              </Typography>
            )}
          </Box>
        ) : (
          <Box
            key={index}
            component="details"
            data-testid="question-attachment"
            sx={{ '& > summary': { cursor: 'pointer' } }}
          >
            <Typography component="summary" variant="body2" color="text.secondary">
              <AttachFile fontSize="inherit" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
              {part.label || 'Attached data'}
            </Typography>
            <Box
              component="pre"
              sx={{
                mt: 1,
                mb: 0,
                maxHeight: 240,
                overflow: 'auto',
                fontSize: '0.8rem',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {part.text}
            </Box>
          </Box>
        ),
      )}
    </Box>
  );
}
