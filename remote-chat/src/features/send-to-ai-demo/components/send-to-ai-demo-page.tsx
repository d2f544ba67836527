import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function SendToAiDemoPage() {
  return (
    <Page title="Send to AI" description="Select any text and send it to an assistant." source="chat">
      <Typography>Select any text and send it to an assistant.</Typography>
    </Page>
  );
}
