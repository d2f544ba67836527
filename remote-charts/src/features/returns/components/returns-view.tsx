import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  BODY_INFO,
  formatSignPosition,
  formatUniversalTime,
} from '@astro/astrology';
import { useId, useMemo, useRef, useState } from 'react';
import { AskAiButton } from '@astro/shared';
import { ChartExportActions, ChartViewPage, ChartWheel, DateField } from '../../../components';
import { formatLocalDate, formatLocalDateTime } from '../../../lib/date-input/date-input';
import { useDateChoice } from '../../../lib/date-input/use-date-choice';
import { type SavedChart, useNatalChart, useSavedChartEngine } from '../../saved-charts';
import {
  nextReturns,
  RETURN_LABELS,
  type ReturnChart,
  returnsAiData,
} from '../model/return-charts';

const DAY_MS = 86_400_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function ReturnSection({
  ret,
  name,
  place,
  aiData,
  print,
}: {
  ret: ReturnChart;
  name: string;
  place: string;
  aiData: string;
  print: boolean;
}) {
  const id = useId();
  const wheel = useRef<SVGSVGElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const label = RETURN_LABELS[ret.body];
  const body = BODY_INFO[ret.body].label;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, md: 2 }, breakInside: 'avoid' }}
      data-return={ret.body}
    >
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {label}
      </Typography>
      <Typography
        ref={summary}
        sx={{ mb: 1.5 }}
        data-testid={`${ret.body}-return-summary`}
        data-send-to-ai={`${label} of ${name}`}
        // The natal chart and both return charts go with any passage sent from here.
        data-send-to-ai-data={aiData}
      >
        The {body} returns to its natal place, {formatSignPosition(ret.chart.bodies[ret.body].lon)},
        on{' '}
        <time dateTime={ret.exact.toISOString()} title={formatUniversalTime(ret.exact)}>
          {formatLocalDateTime(ret.exact)}
        </time>{' '}
        (your time; {formatUniversalTime(ret.exact)}). The chart is cast for {place}, the birth
        place.
      </Typography>
      <Box sx={{ mb: 1.5 }}>
        <AskAiButton target={summary} />
      </Box>
      <ChartWheel
        ref={wheel}
        chart={ret.chart}
        showHouses
        title={`${label} of ${name}, ${formatLocalDate(ret.exact)}`}
      />
      <Box sx={{ mt: 1.5 }}>
        <ChartExportActions
          wheel={wheel}
          name={name}
          kind={`${ret.body === 'sun' ? 'solar' : 'lunar'}-return-${ret.exact.toISOString().slice(0, 10)}`}
          drawing={`the ${label.toLowerCase()}`}
          print={print}
        />
      </Box>
    </Paper>
  );
}

/** The next solar and lunar returns of a saved chart after a chosen date, each with its chart. */
export function ReturnsView({ saved, pending }: { saved: SavedChart; pending: boolean }) {
  const { birth } = saved;
  const [now] = useState(() => new Date());
  const date = useDateChoice(now);
  // The next returns fall within a year of the chosen date.
  const yearLater = useMemo(() => new Date(date.at.getTime() + 366 * DAY_MS), [date.at]);
  const engine = useSavedChartEngine([saved], [date.at, yearLater]);
  const ready = engine.status === 'ready' ? engine.engine : null;
  const { natal, error: natalError } = useNatalChart(saved, ready);

  const result = useMemo(() => {
    if (!ready || !natal) return null;
    try {
      return { ok: true as const, returns: nextReturns(ready, natal, date.at) };
    } catch (error) {
      return { ok: false as const, message: messageOf(error) };
    }
  }, [ready, natal, date.at]);
  const aiData = useMemo(
    () =>
      natal && result?.ok
        ? returnsAiData({
            name: birth.name,
            natal: natal.chart,
            timeKnown: natal.timeKnown,
            place: birth.place.name,
            returns: result.returns,
          })
        : '',
    [birth.name, birth.place.name, natal, result],
  );

  return (
    <ChartViewPage
      chartId={saved.id}
      view="returns"
      title={`Returns for ${birth.name}`}
      description={`The next solar and lunar returns of ${birth.name} after a chosen date, with their charts.`}
      pending={pending}
      engine={engine}
      error={natalError}
    >
      <Box data-print-hide>
        <DateField
          label="Returns after"
          value={date.text}
          onChange={date.setText}
          invalid={!date.valid}
        />
      </Box>
      {result && !result.ok && (
        <Alert severity="error">The returns could not be calculated: {result.message}</Alert>
      )}
      {natal && !natal.timeKnown && (
        <Alert severity="info">
          The birth time is unknown, so the natal Sun and Moon are taken at noon: the return times
          may be up to about half a day off.
        </Alert>
      )}
      {result?.ok && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {result.returns.map((ret, index) => (
            <ReturnSection
              key={ret.body}
              ret={ret}
              name={birth.name}
              place={birth.place.name}
              aiData={aiData}
              print={index === 0}
            />
          ))}
        </Box>
      )}
    </ChartViewPage>
  );
}
