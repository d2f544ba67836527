import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SeriesChart, ToneBadge, type BadgeTone } from '../../../components';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import {
  useAiUsageDailyQuery,
  useContactOverviewQuery,
  useRecentActivityQuery,
} from '../api/overview-api';
import type { ContactOverview } from '../model/overview';

const STATUS_CARDS: { key: keyof ContactOverview; label: string; tone: BadgeTone }[] = [
  { key: 'new', label: 'New', tone: 'blue' },
  { key: 'in_progress', label: 'In Progress', tone: 'yellow' },
  { key: 'resolved', label: 'Resolved', tone: 'green' },
  { key: 'closed', label: 'Closed', tone: 'grey' },
  { key: 'unassigned', label: 'Waiting for an assignee', tone: 'red' },
];

export function OverviewTab() {
  const theme = useTheme();
  const counts = useContactOverviewQuery();
  const usage = useAiUsageDailyQuery(7);
  const activity = useRecentActivityQuery();
  const days = usage.data ?? [];
  return (
    <Stack spacing={3}>
      {(counts.isError || usage.isError || activity.isError) && (
        <Alert severity="error">Some overview figures could not be loaded.</Alert>
      )}
      <Box component="section" aria-labelledby="status-counts-title">
        <Typography id="status-counts-title" variant="h6" component="h3" gutterBottom>
          Messages by status
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
          }}
        >
          {STATUS_CARDS.map((card) => (
            <Paper key={card.key} variant="outlined" sx={{ p: 2 }} data-status-count={card.key}>
              <ToneBadge tone={card.tone} label={card.label} />
              <Typography variant="h4" component="p" sx={{ mt: 1 }}>
                {counts.data ? counts.data[card.key] : <Skeleton width={48} />}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="ai-usage-title"
          sx={{ p: 2 }}
        >
          <Typography id="ai-usage-title" variant="h6" component="h3" gutterBottom>
            AI usage, last 7 days
          </Typography>
          <SeriesChart
            kind="bar"
            title="AI requests and failed requests per day over the last 7 days"
            labels={days.map((d) => formatDay(d.day))}
            series={[
              {
                name: 'Requests',
                values: days.map((d) => d.requests),
                color: theme.palette.primary.main,
              },
              {
                name: 'Failed',
                values: days.map((d) => d.errors),
                color: theme.palette.error.main,
              },
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {days.reduce((sum, d) => sum + d.tokens, 0).toLocaleString()} tokens in total this week
          </Typography>
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="recent-activity-title"
          sx={{ p: 2 }}
        >
          <Typography id="recent-activity-title" variant="h6" component="h3" gutterBottom>
            Recent activity
          </Typography>
          {activity.data && activity.data.length === 0 && (
            <Typography color="text.secondary">Nothing has happened yet.</Typography>
          )}
          <List dense disablePadding>
            {(activity.data ?? []).map((event) => (
              <ListItem key={event.id} disableGutters>
                <ListItemText primary={event.text} secondary={formatDateTime(event.at)} />
              </ListItem>
            ))}
          </List>
        </Paper>
      </Box>
    </Stack>
  );
}
