import { Page } from '@astro/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@astro/shared';

export default function NotFoundPage() {
  return (
    <Page title="Under Construction" description="This page does not exist (yet).">
      <Typography variant="h2" component="p" aria-label="Error 404" sx={{ opacity: 0.8 }}>
        404
      </Typography>
      <Typography sx={{ my: 2 }}>
        We could not find this page. It may have moved, or it is still being built among the stars.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/" variant="contained">
          Go home
        </Button>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          Dashboard
        </Button>
        <Button component={RouterLink} to="/contact" variant="outlined">
          Contact us
        </Button>
      </Stack>
    </Page>
  );
}
