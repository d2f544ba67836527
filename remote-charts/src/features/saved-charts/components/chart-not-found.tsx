import { Link as RouterLink, Page } from '@astro/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export function ChartNotFound() {
  return (
    <Page
      title="Chart not found"
      description="This chart does not exist or belongs to another account."
      source="charts"
    >
      <Typography sx={{ mb: 2 }}>
        There is no chart at this address in your account. It may have been deleted, or it belongs
        to someone else.
      </Typography>
      <Button component={RouterLink} to="/charts" variant="contained">
        Your charts
      </Button>
    </Page>
  );
}
