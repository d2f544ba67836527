import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function BrainsPage() {
  return (
    <Page title="Brains" description="Specialised astrology assistants, each grounded in its own knowledge." source="chat">
      <Typography>Specialised astrology assistants, each grounded in its own knowledge.</Typography>
    </Page>
  );
}
