import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function ChartsListPage() {
  return (
    <Page title="Charts" description="Your saved natal charts." source="charts">
      <Typography>Your saved natal charts.</Typography>
    </Page>
  );
}
