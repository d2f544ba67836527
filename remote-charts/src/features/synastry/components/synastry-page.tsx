import { LoadError, LoadingFallback, Page } from '@astro/shared';
import { useMemo } from 'react';
import {
  insertToSavedChart,
  type SavedChart,
  useAutoSyncPendingSaves,
  useListChartsQuery,
  usePendingSaves,
} from '../../saved-charts';
import { SynastryView } from './synastry-view';

export default function SynastryPage() {
  useAutoSyncPendingSaves();
  const { data, error, isLoading, refetch } = useListChartsQuery();
  const { items } = usePendingSaves();
  // Charts saved on this device and not yet synced can be compared too.
  const charts = useMemo((): SavedChart[] => {
    const saved = data ?? [];
    const ids = new Set(saved.map((chart) => chart.id));
    const pending = items
      .flatMap((item) => insertToSavedChart(item.values, item.queuedAt) ?? [])
      .filter((chart) => !ids.has(chart.id));
    return [...saved, ...pending];
  }, [data, items]);

  if (isLoading) return <LoadingFallback />;
  if (error) {
    return (
      <Page title="Synastry" description="Two saved charts compared." source="charts">
        <LoadError
          message="Your charts could not be loaded."
          detail={'message' in error ? error.message : undefined}
          onRetry={() => void refetch()}
        />
      </Page>
    );
  }
  return <SynastryView charts={charts} />;
}
