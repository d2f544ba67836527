import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function CreatorsPage() {
  return (
    <Page title="Creators" description="The people behind Astro and its content." source="admin">
      <Typography>The people behind Astro and its content.</Typography>
    </Page>
  );
}
