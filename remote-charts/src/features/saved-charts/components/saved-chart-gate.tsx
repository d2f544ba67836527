import { LoadError, LoadingFallback, Page } from '@astro/shared';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { useGetChartQuery } from '../api/charts-api';
import { useAutoSyncPendingSaves, usePendingSave } from '../hooks/use-pending-saves';
import { insertToSavedChart, type SavedChart } from '../model/chart-record';
import { ChartNotFound } from './chart-not-found';

const chartIdSchema = z.uuid();

export interface SavedChartGateProps {
  chartId: string;
  /** The page's title and description while the chart loads or fails to. */
  title: string;
  description: string;
  /** The page for the chart; `pending` when it is saved on this device and not yet synced. */
  children: (saved: SavedChart, pending: boolean) => ReactNode;
}

/**
 * One saved chart by id for a page about it: from this device's queue while it waits to sync,
 * else from the server, with loading, not-found and failure states.
 */
export function SavedChartGate({ chartId, title, description, children }: SavedChartGateProps) {
  useAutoSyncPendingSaves();
  const validId = chartIdSchema.safeParse(chartId).success;
  const pending = usePendingSave(chartId);
  const { data, error, isLoading, refetch } = useGetChartQuery(chartId, {
    skip: !validId || pending !== undefined,
  });

  if (!validId) return <ChartNotFound />;
  if (pending) {
    const saved = insertToSavedChart(pending.values, pending.queuedAt);
    return saved ? children(saved, true) : <ChartNotFound />;
  }
  if (isLoading) return <LoadingFallback />;
  if (error) {
    return (
      <Page title={title} description={description} source="charts">
        <LoadError
          message="The chart could not be loaded."
          detail={'message' in error ? error.message : undefined}
          onRetry={() => void refetch()}
        />
      </Page>
    );
  }
  if (!data) return <ChartNotFound />;
  return children(data, false);
}
