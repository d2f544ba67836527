import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function CalculatePage() {
  return (
    <Page title="Calculate Chart" description="Compute a natal chart from birth date, time and place." source="charts">
      <Typography>Compute a natal chart from birth date, time and place.</Typography>
    </Page>
  );
}
