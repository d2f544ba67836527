import { Page } from '@astro/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export default function HomePage() {
  return (
    <Page
      title="Self-discovery, where ancient wisdom meets AI"
      description="Calculate your natal chart precisely in the browser, learn astrology, and ask specialised AI assistants."
    >
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 3 }}>
        Your natal chart, computed to the arcsecond on your own device; assistants that explain it in
        plain words; and lessons that teach you to read it yourself.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Get Started
        </Button>
        <Button component={RouterLink} to="/login" variant="outlined" size="large">
          Login
        </Button>
      </Stack>
    </Page>
  );
}
