import { Page, RoleGate } from '@astro/shared';
import { AdminDashboard } from './admin-dashboard';

export const ADMIN_ONLY_MESSAGE = 'You need admin access to manage the dashboard';

export default function AdminDashboardPage() {
  return (
    <Page
      title="Admin Panel"
      description="Contact messages, analytics, the Grok integration, testimonials and announcements."
      source="admin"
      maxWidth={1280}
    >
      <RoleGate roles={['admin']} message={ADMIN_ONLY_MESSAGE}>
        <AdminDashboard />
      </RoleGate>
    </Page>
  );
}
