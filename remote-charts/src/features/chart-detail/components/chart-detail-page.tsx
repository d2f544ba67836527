import { Link as RouterLink, LoadError, LoadingFallback, Page, useParams } from '@astro/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { insertToSavedChart, useAutoSyncPendingSaves, useGetChartQuery, usePendingSave } from '../../saved-charts';
import { SavedChartView } from './saved-chart-view';

const chartIdSchema = z.uuid();

function ChartNotFound() {
  return (
    <Page title="Chart not found" description="This chart does not exist or belongs to another account." source="charts">
      <Typography sx={{ mb: 2 }}>
        There is no chart at this address in your account. It may have been deleted, or it belongs to someone else.
      </Typography>
      <Button component={RouterLink} to="/charts" variant="contained">
        Your charts
      </Button>
    </Page>
  );
}

export default function ChartDetailPage() {
  useAutoSyncPendingSaves();
  const { chartId = '' } = useParams();
  const validId = chartIdSchema.safeParse(chartId).success;
  const pending = usePendingSave(chartId);
  const { data, error, isLoading, refetch } = useGetChartQuery(chartId, { skip: !validId || pending !== undefined });

  if (!validId) return <ChartNotFound />;
  if (pending) {
    const saved = insertToSavedChart(pending.values, pending.queuedAt);
    return saved ? <SavedChartView saved={saved} pending /> : <ChartNotFound />;
  }
  if (isLoading) return <LoadingFallback />;
  if (error) {
    return (
      <Page title="Chart" description="One saved natal chart, recomputed from its birth data." source="charts">
        <LoadError
          message="The chart could not be loaded."
          detail={'message' in error ? error.message : undefined}
          onRetry={() => void refetch()}
        />
      </Page>
    );
  }
  if (!data) return <ChartNotFound />;
  return <SavedChartView key={data.id} saved={data} pending={false} />;
}
