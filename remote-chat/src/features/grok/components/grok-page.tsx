import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function GrokPage() {
  return (
    <Page title="Grok AI Assistant" description="Chat with Grok, xAI's model, with images and live streaming answers." source="chat">
      <Typography>Chat with Grok, xAI's model, with images and live streaming answers.</Typography>
    </Page>
  );
}
