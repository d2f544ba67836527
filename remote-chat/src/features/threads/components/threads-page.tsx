import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function ThreadsPage() {
  return (
    <Page title="Chat History" description="Your past conversations with the brains and with Grok." source="chat">
      <Typography>Your past conversations with the brains and with Grok.</Typography>
    </Page>
  );
}
