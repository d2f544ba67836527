import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransitEvent } from '@astro/astrology';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  AspectLegend,
  BiWheel,
  ChartExportActions,
  ChartViewPage,
  DateField,
} from '../../../components';
import { ringPointsOf } from '../../../lib/bi-wheel/bi-wheel-layout';
import { formatLocalDate, formatLocalDateTime } from '../../../lib/date-input/date-input';
import { useDateChoice } from '../../../lib/date-input/use-date-choice';
import { type SavedChart, useNatalChart, useSavedChartEngine } from '../../saved-charts';
import { useTransitTimeline } from '../hooks/use-transit-timeline';
import { TIMELINE_MONTHS, timelineRange, type TimelineRequest } from '../model/timeline-slices';
import {
  DEFAULT_TRANSIT_FILTERS,
  type TransitFilters,
  updateFilters,
} from '../model/transit-filters';
import { transitsAiData } from '../model/transits-ai-data';
import { TransitTimeline } from './transit-timeline';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Transits to one saved chart: the sky of a chosen date around the natal wheel, and the coming year's events. */
export function TransitsView({ saved, pending }: { saved: SavedChart; pending: boolean }) {
  const { birth } = saved;
  const [now] = useState(() => new Date());
  const date = useDateChoice(now);
  const engine = useSavedChartEngine([saved], [date.at]);
  const ready = engine.status === 'ready' ? engine.engine : null;
  const [filters, setFilters] = useState<TransitFilters>(DEFAULT_TRANSIT_FILTERS);
  const wheel = useRef<SVGSVGElement>(null);

  const { natal: natalChart, error: natalError } = useNatalChart(saved, ready);

  const sky = useMemo(() => {
    if (!ready || !natalChart) return null;
    try {
      return {
        ok: true as const,
        chart: ready.computeChart({ ...natalChart.input, utc: date.at }),
      };
    } catch (error) {
      return { ok: false as const, message: messageOf(error) };
    }
  }, [ready, natalChart, date.at]);
  const skyChart = sky?.ok ? sky.chart : null;
  const outer = useMemo(() => (skyChart ? ringPointsOf(skyChart) : []), [skyChart]);

  // The timeline starts as soon as the natal chart is known: from a current snapshot, before the
  // page's own engine has loaded.
  const request = useMemo((): TimelineRequest | null => {
    if (!natalChart) return null;
    const range = timelineRange(now);
    return {
      natal: natalChart.chart,
      timeKnown: natalChart.timeKnown,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      slices: TIMELINE_MONTHS,
    };
  }, [natalChart, now]);
  const timeline = useTransitTimeline(request);

  const skyName = `Transits on ${formatLocalDateTime(date.at)}`;
  const sendToAi = useMemo(
    () => ({
      label: `Transits to the chart of ${birth.name}`,
      data: (shown: readonly TransitEvent[]) =>
        natalChart && skyChart
          ? transitsAiData({
              name: birth.name,
              natal: natalChart.chart,
              timeKnown: natalChart.timeKnown,
              sky: skyChart,
              skyName,
              events: shown,
            })
          : '',
    }),
    [birth.name, natalChart, skyChart, skyName],
  );
  const changeFilters = useCallback(
    (change: Partial<TransitFilters> | 'reset') =>
      setFilters((current) =>
        change === 'reset' ? DEFAULT_TRANSIT_FILTERS : updateFilters(current, change),
      ),
    [],
  );
  const { setInstant } = date;
  const showEvent = useCallback(
    (event: TransitEvent) => setInstant(new Date(event.exact)),
    [setInstant],
  );

  return (
    <ChartViewPage
      chartId={saved.id}
      view="transits"
      title={`Transits for ${birth.name}`}
      description={`Transits to the natal chart of ${birth.name}: the sky of any date around the chart, and the coming year's events.`}
      pending={pending}
      engine={engine}
      error={natalError}
    >
      {sky && !sky.ok && (
        <Alert severity="error">The sky on this date could not be calculated: {sky.message}</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={1.5}>
          <Box data-print-hide>
            <DateField
              label="Transits on"
              value={date.text}
              onChange={date.setText}
              invalid={!date.valid}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" data-testid="outer-ring-caption">
            Inside: the natal chart of {birth.name}. Outer ring: the planets on{' '}
            {formatLocalDateTime(date.at)} (your time).
          </Typography>
          {natalChart && skyChart && (
            <>
              <BiWheel
                ref={wheel}
                inner={natalChart.chart}
                showHouses={natalChart.timeKnown}
                outer={outer}
                outerName={`transiting positions on ${formatLocalDateTime(date.at)}`}
                title={`Transits to the natal chart of ${birth.name} on ${formatLocalDate(date.at)}`}
              />
              <AspectLegend />
              <ChartExportActions
                wheel={wheel}
                name={birth.name}
                kind={`transits-${date.text || 'chart'}`}
              />
            </>
          )}
        </Stack>
        <TransitTimeline
          timeline={timeline}
          filters={filters}
          onFiltersChange={changeFilters}
          now={now}
          onShow={showEvent}
          sendToAi={sendToAi}
        />
      </Box>
    </ChartViewPage>
  );
}
