import { Page } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEND_TO_AI_ATTRIBUTE, SendToAi } from '../../send-to-ai';
import { SAMPLE_PASSAGES } from '../model/sample-passages';

/** /send-to-ai-demo: Send-to-AI on real astrology passages. */
export default function SendToAiDemoPage() {
  return (
    <Page
      title="Send to AI"
      description="Select any passage of astrology text and send it to Grok or a brain for an explanation."
      source="chat"
      maxWidth={900}
    >
      <Stack spacing={3}>
        <Alert severity="info">
          Select a sentence or a few words in any passage below, then press <strong>Analyze</strong>
          . Choose a Grok model or a brain, and read the answer here or continue the conversation in
          SuperChat. The same button works on lessons and charts.
        </Alert>
        {SAMPLE_PASSAGES.map((passage) => (
          <Paper
            key={passage.title}
            component="article"
            variant="outlined"
            sx={{ p: { xs: 2, md: 3 } }}
            {...{ [SEND_TO_AI_ATTRIBUTE]: passage.title }}
          >
            <Typography variant="h5" component="h2" gutterBottom>
              {passage.title}
            </Typography>
            {passage.paragraphs.map((paragraph) => (
              <Typography key={paragraph.slice(0, 40)} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
          </Paper>
        ))}
      </Stack>
      <SendToAi />
    </Page>
  );
}
