import { LastUpdated, Link as RouterLink, LoadError, LoadingFallback, Page, useSearchParams } from '@astro/shared';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  insertToSavedChart,
  PendingSavesNotice,
  type SavedChart,
  useAutoSyncPendingSaves,
  useListChartsQuery,
  usePendingSaves,
} from '../../saved-charts';
import { CHART_SORTS, type ChartSort, filterAndSortCharts, isChartSort } from '../model/filter-charts';
import { ChartListItem } from './chart-list-item';
import { DeleteChartDialog } from './delete-chart-dialog';
import { RenameChartDialog } from './rename-chart-dialog';

type Editing = { kind: 'rename'; chart: { id: string; name: string } } | { kind: 'delete'; chart: SavedChart } | null;

export default function ChartsListPage() {
  useAutoSyncPendingSaves();
  const { data, error, isLoading, refetch, isFetching, fulfilledTimeStamp } = useListChartsQuery();
  const { items: pendingItems } = usePendingSaves();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const sortParam = params.get('sort') ?? 'newest';
  const sort: ChartSort = isChartSort(sortParam) ? sortParam : 'newest';
  const [editing, setEditing] = useState<Editing>(null);

  const setParam = (name: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const pending = useMemo(
    () => pendingItems.flatMap((item) => insertToSavedChart(item.values, item.queuedAt) ?? []),
    [pendingItems],
  );
  const saved = data ?? [];
  const savedIds = new Set(saved.map((chart) => chart.id));
  const pendingShown = filterAndSortCharts(pending.filter((chart) => !savedIds.has(chart.id)), query, sort);
  const shown: SavedChart[] = filterAndSortCharts(saved, query, sort);
  const total = saved.length + pendingShown.length;

  return (
    <Page title="Charts" description="Your saved natal charts." source="charts">
      <PendingSavesNotice />
      <LastUpdated at={fulfilledTimeStamp} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Search charts"
          placeholder="Name or place"
          value={query}
          onChange={(event) => setParam('q', event.target.value, '')}
          sx={{ flex: 1 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
        <TextField select label="Sort by" value={sort} onChange={(event) => setParam('sort', event.target.value, 'newest')} sx={{ minWidth: 220 }}>
          {Object.entries(CHART_SORTS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <Button component={RouterLink} to="/calculate" variant="contained" sx={{ alignSelf: { sm: 'center' } }}>
          New chart
        </Button>
        <Button component={RouterLink} to="/synastry" variant="outlined" sx={{ alignSelf: { sm: 'center' }, whiteSpace: 'nowrap' }}>
          Compare two charts
        </Button>
      </Stack>

      {isLoading && <LoadingFallback />}
      {error && !isFetching && (
        <LoadError
          sx={{ mb: 2 }}
          message="Your charts could not be loaded."
          detail={'message' in error ? error.message : undefined}
          onRetry={() => void refetch()}
        />
      )}

      {!isLoading && !error && total === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="charts-empty">
          <Typography variant="h5" component="h2" gutterBottom>
            No saved charts yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Calculate a natal chart and save it; it will be listed here.
          </Typography>
          <Button component={RouterLink} to="/calculate" variant="contained">
            Calculate a chart
          </Button>
        </Paper>
      )}

      {total > 0 && shown.length + pendingShown.length === 0 && (
        <Typography color="text.secondary" role="status">
          No charts match “{query}”.
        </Typography>
      )}

      {shown.length + pendingShown.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {query ? `${shown.length + pendingShown.length} of ${total} charts` : `${total} ${total === 1 ? 'chart' : 'charts'}`}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Saved charts">
            {pendingShown.map((chart) => (
              <ChartListItem key={chart.id} chart={chart} pending />
            ))}
            {shown.map((chart) => (
              <ChartListItem
                key={chart.id}
                chart={chart}
                onRename={() => setEditing({ kind: 'rename', chart: { id: chart.id, name: chart.birth.name } })}
                onDelete={() => setEditing({ kind: 'delete', chart })}
              />
            ))}
          </Stack>
        </>
      )}

      {editing?.kind === 'rename' && <RenameChartDialog chart={editing.chart} onClose={() => setEditing(null)} />}
      {editing?.kind === 'delete' && <DeleteChartDialog chart={editing.chart} onClose={() => setEditing(null)} />}
    </Page>
  );
}
