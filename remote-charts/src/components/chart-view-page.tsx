import { Page, RemoteWidget } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { ChartEngineState } from '../lib/chart-engine/use-chart-engine';
import { type ChartView, ChartViewsNav } from './chart-views-nav';
import { EngineProgress } from './engine-progress';
import { PrintStyles } from './print-styles';

export interface ChartViewPageProps {
  chartId: string;
  view: ChartView;
  title: string;
  description: string;
  /** Saved on this device, not yet synced. */
  pending: boolean;
  engine: ChartEngineState;
  /** Why the chart could not be cast, if it could not. */
  error?: string | null;
  children: ReactNode;
}

/**
 * The frame of a page about one saved chart (transits, progressions, returns): the links between
 * its views, the engine's download progress, print styles, and Send-to-AI for what the page marks.
 */
export function ChartViewPage({
  chartId,
  view,
  title,
  description,
  pending,
  engine,
  error,
  children,
}: ChartViewPageProps) {
  return (
    <Page title={title} description={description} source="charts">
      <PrintStyles />
      <ChartViewsNav chartId={chartId} current={view}>
        {pending && <Chip color="warning" label="Saved on this device, waiting to sync" />}
      </ChartViewsNav>
      <Stack spacing={2}>
        <EngineProgress state={engine} />
        {error && <Alert severity="error">This chart could not be calculated: {error}</Alert>}
        {children}
      </Stack>
      {/* Once per page: the chat remote's Send-to-AI finds the elements marked data-send-to-ai. */}
      <RemoteWidget id="astro_chat/SendToAi" />
    </Page>
  );
}
