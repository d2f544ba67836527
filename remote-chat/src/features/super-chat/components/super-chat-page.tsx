import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function SuperChatPage() {
  return (
    <Page title="SuperChat" description="Continue a conversation handed over from Send to AI." source="chat">
      <Typography>Continue a conversation handed over from Send to AI.</Typography>
    </Page>
  );
}
