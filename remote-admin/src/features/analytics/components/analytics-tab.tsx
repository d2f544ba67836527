import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import BubbleChartIcon from '@mui/icons-material/BubbleChart';
import PeopleIcon from '@mui/icons-material/People';
import RefreshIcon from '@mui/icons-material/Refresh';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SeriesChart } from '../../../components';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import {
  useActivitySeriesQuery,
  useAnalyticsSummaryQuery,
  useClaimCheckStatsQuery,
  useFeatureUsageQuery,
} from '../api/analytics-api';
import { ClaimCheckStats } from './claim-check-stats';
import { FeatureUsageList } from './feature-usage-list';
import { StatCard } from './stat-card';

const SERIES_DAYS = 30;

export function AnalyticsTab() {
  const theme = useTheme();
  const summary = useAnalyticsSummaryQuery();
  const usage = useFeatureUsageQuery();
  const series = useActivitySeriesQuery(SERIES_DAYS);
  const claims = useClaimCheckStatsQuery();
  const failed = summary.isError || usage.isError || series.isError;
  const refresh = () => {
    void summary.refetch();
    void usage.refetch();
    void series.refetch();
    void claims.refetch();
  };
  const stats = summary.data;
  const days = series.data ?? [];
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {stats ? `Figures as of ${formatDateTime(stats.generated_at)}` : 'Loading figures…'}
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={refresh} disabled={summary.isFetching}>
          Refresh
        </Button>
      </Stack>
      {failed && (
        <Alert severity="error">Failed to load analytics. Only administrators can see them.</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <StatCard
          label="Total Users"
          value={stats?.total_users}
          icon={<PeopleIcon fontSize="small" aria-hidden="true" />}
        />
        <StatCard
          label="Active Users"
          value={stats?.active_users}
          hint="Active within the last 30 days"
          icon={<ShowChartIcon fontSize="small" aria-hidden="true" />}
        />
        <StatCard
          label="Charts Created"
          value={stats?.charts_created}
          icon={<AutoGraphIcon fontSize="small" aria-hidden="true" />}
        />
        <StatCard
          label="Brain Interactions"
          value={stats?.brain_interactions}
          icon={<BubbleChartIcon fontSize="small" aria-hidden="true" />}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="feature-usage-title"
          sx={{ p: 2 }}
        >
          <Typography id="feature-usage-title" variant="h6" component="h3" gutterBottom>
            Feature Usage
          </Typography>
          <FeatureUsageList rows={usage.data ?? []} />
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="activity-title"
          sx={{ p: 2 }}
        >
          <Typography id="activity-title" variant="h6" component="h3" gutterBottom>
            Sign-ups and activity, last {SERIES_DAYS} days
          </Typography>
          <SeriesChart
            kind="line"
            title={`Sign-ups and active users per day over the last ${SERIES_DAYS} days`}
            labels={days.map((d) => formatDay(d.day))}
            series={[
              {
                name: 'Sign-ups',
                values: days.map((d) => d.signups),
                color: theme.palette.secondary.main,
              },
              {
                name: 'Active users',
                values: days.map((d) => d.active_users),
                color: theme.palette.primary.main,
              },
            ]}
          />
        </Paper>
      </Box>
      <ClaimCheckStats />
    </Stack>
  );
}
