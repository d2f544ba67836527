import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function BrainChatPage() {
  return (
    <Page title="Brain Chat" description="Ask a brain a question and read its answer with its sources." source="chat">
      <Typography>Ask a brain a question and read its answer with its sources.</Typography>
    </Page>
  );
}
