import { Page } from '@astro/shared';
import Typography from '@mui/material/Typography';

export default function AdminDashboardPage() {
  return (
    <Page title="Admin Panel" description="Messages, analytics, testimonials and announcements." source="admin">
      <Typography>Messages, analytics, testimonials and announcements.</Typography>
    </Page>
  );
}
