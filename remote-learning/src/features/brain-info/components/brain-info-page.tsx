import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function BrainInfoPage() {
  return (
    <Page title="About the Brains" description="What each assistant knows and how it answers." source="learning">
      <Typography>What each assistant knows and how it answers.</Typography>
    </Page>
  );
}
