import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useState } from 'react';
import { useGetChartsToReadQuery, useGetReadingChartQuery } from '../api/saved-charts-api';
import { chooseChart, rememberChartId, rememberedChartId } from '../model/chart-choice';

function deviceStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The user's saved charts and the one the lessons read: the one chosen last on this device
 * while it exists, else the newest. Mount once per user (the choice is read when it mounts).
 */
export function useChartToRead(userId: string | null) {
  const charts = useGetChartsToReadQuery(userId ?? skipToken);
  const [rememberedId, setRememberedId] = useState(() =>
    userId ? rememberedChartId(deviceStorage(), userId) : null,
  );
  const rows = charts.data ?? [];
  const chosen = chooseChart(rows, rememberedId);
  const reading = useGetReadingChartQuery(chosen ?? skipToken);
  const choose = useCallback(
    (id: string) => {
      setRememberedId(id);
      if (userId) rememberChartId(deviceStorage(), userId, id);
    },
    [userId],
  );
  return {
    rows,
    chosen,
    choose,
    /** The chosen chart as a worked example, once read (or recomputed). */
    chart: reading.currentData ?? null,
    isLoading:
      charts.isLoading ||
      (chosen !== null && reading.currentData === undefined && !reading.isError),
    listFailed: charts.isError,
    readFailed: reading.isError,
  };
}
