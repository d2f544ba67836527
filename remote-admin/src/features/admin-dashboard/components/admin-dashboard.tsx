import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams, useUserRoles } from '@astro/shared';
import { AnalyticsTab } from '../../analytics';
import { AnnouncementsManager } from '../../announcements';
import { ContactMessagesPanel } from '../../contact-messages';
import { GrokPanel } from '../../grok-panel';
import { OverviewTab } from '../../overview';
import { TestimonialsManager } from '../../testimonials';
import { DASHBOARD_TABS, tabFromParam, type DashboardTab } from '../model/dashboard-tabs';

/** product §2 Admin: the Grok panel, tabs Messages (default), Overview and Analytics, then the managers. */
export function AdminDashboard() {
  const { userId } = useUserRoles();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const select = (next: DashboardTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'messages') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <Stack spacing={3}>
      <GrokPanel />
      <Box component="section" aria-label="Dashboard">
        <Tabs
          value={tab}
          onChange={(_, next: DashboardTab) => select(next)}
          aria-label="Dashboard sections"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {DASHBOARD_TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`dashboard-tab-${t.value}`}
              aria-controls={`dashboard-panel-${t.value}`}
            />
          ))}
        </Tabs>
        {DASHBOARD_TABS.map((t) => (
          <Box
            key={t.value}
            role="tabpanel"
            id={`dashboard-panel-${t.value}`}
            aria-labelledby={`dashboard-tab-${t.value}`}
            hidden={tab !== t.value}
          >
            {tab === t.value && t.value === 'messages' && userId && (
              <ContactMessagesPanel title="Contact Messages" userId={userId} scope="all" />
            )}
            {tab === t.value && t.value === 'overview' && <OverviewTab />}
            {tab === t.value && t.value === 'analytics' && <AnalyticsTab />}
          </Box>
        ))}
      </Box>
      <TestimonialsManager />
      <AnnouncementsManager />
    </Stack>
  );
}
