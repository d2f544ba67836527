import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function ChartDetailPage() {
  return (
    <Page title="Chart" description="One saved natal chart, recomputed from its birth data." source="charts">
      <Typography>One saved natal chart, recomputed from its birth data.</Typography>
    </Page>
  );
}
