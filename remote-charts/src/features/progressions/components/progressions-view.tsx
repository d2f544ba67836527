import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatUniversalTime,
  type ProgressionMethod,
} from '@astro/astrology';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { AskAiButton } from '@astro/shared';
import {
  AspectLegend,
  BiWheel,
  ChartExportActions,
  ChartViewPage,
  DateField,
  InterAspectTable,
  PositionsTable,
} from '../../../components';
import { ringPointsOf } from '../../../lib/bi-wheel/bi-wheel-layout';
import { formatLocalDate } from '../../../lib/date-input/date-input';
import { useDateChoice } from '../../../lib/date-input/use-date-choice';
import {
  interAspectGrid,
  PROGRESSED_GRID_ORBS,
} from '../../../lib/inter-aspects/inter-aspect-grid';
import { type SavedChart, useNatalChart, useSavedChartEngine } from '../../saved-charts';
import {
  describeProgressed,
  isProgressionMethod,
  METHOD_LABELS,
  PROGRESSION_METHODS,
  progressedChart,
} from '../model/progressed-chart';
import { progressionsAiData } from '../model/progressions-ai-data';

const DAY_MS = 86_400_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, md: 2 }, breakInside: 'avoid' }}
    >
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A saved chart progressed to a chosen date: the natal wheel with the progressed points around it. */
export function ProgressionsView({ saved, pending }: { saved: SavedChart; pending: boolean }) {
  const { birth } = saved;
  const [now] = useState(() => new Date());
  const date = useDateChoice(now);
  // A day after birth for each year of life: the progressed chart stays near the birth.
  const progressedAt = useMemo(() => {
    const born = new Date(birth.utc).getTime();
    return new Date(born + ((date.at.getTime() - born) / 365.25) * 1.01 + DAY_MS);
  }, [birth.utc, date.at]);
  const engine = useSavedChartEngine([saved], [progressedAt]);
  const ready = engine.status === 'ready' ? engine.engine : null;
  const [method, setMethod] = useState<ProgressionMethod>('secondary');
  const wheel = useRef<SVGSVGElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const { natal, error: natalError } = useNatalChart(saved, ready);

  const result = useMemo(() => {
    if (!ready || !natal) return null;
    try {
      const progressed = progressedChart(ready.computeChart, natal.input, date.at, method);
      const what = method === 'secondary' ? 'progressed' : 'directed';
      const grid = interAspectGrid(
        { chart: natal.chart, timeKnown: natal.timeKnown, owner: 'natal' },
        { chart: progressed.chart, timeKnown: natal.timeKnown, owner: what },
        PROGRESSED_GRID_ORBS,
      );
      return { ok: true as const, progressed, grid };
    } catch (error) {
      return { ok: false as const, message: messageOf(error) };
    }
  }, [ready, natal, date.at, method]);
  const progressed = result?.ok ? result.progressed : null;
  const outer = useMemo(
    () => (progressed && natal ? ringPointsOf(progressed.chart, { angles: natal.timeKnown }) : []),
    [progressed, natal],
  );

  const onLabel = formatLocalDate(date.at);
  const methodLabel = METHOD_LABELS[method];
  const aiData = useMemo(
    () =>
      natal && result?.ok
        ? progressionsAiData({
            name: birth.name,
            natal: natal.chart,
            timeKnown: natal.timeKnown,
            progressed: result.progressed,
            onLabel,
            grid: result.grid,
          })
        : '',
    [birth.name, natal, result, onLabel],
  );

  return (
    <ChartViewPage
      chartId={saved.id}
      view="progressions"
      title={`Progressions for ${birth.name}`}
      description={`The natal chart of ${birth.name} progressed to any date, by secondary progressions or solar arc directions.`}
      pending={pending}
      engine={engine}
      error={natalError}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-print-hide>
        <DateField
          label="Progressed to"
          value={date.text}
          onChange={date.setText}
          invalid={!date.valid}
        />
        <TextField
          select
          label="Method"
          value={method}
          onChange={(event) =>
            isProgressionMethod(event.target.value) && setMethod(event.target.value)
          }
          sx={{ minWidth: 240 }}
        >
          {PROGRESSION_METHODS.map((value) => (
            <MenuItem key={value} value={value}>
              {METHOD_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {result && !result.ok && (
        <Alert severity="error">
          The progressed chart could not be calculated: {result.message}
        </Alert>
      )}
      {natal && !natal.timeKnown && (
        <Alert severity="info">
          The birth time is unknown, so the progressed chart has no houses or angles, and the
          progressed Moon may be a few degrees off.
        </Alert>
      )}
      {natal && progressed && result?.ok && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <Box>
              <BiWheel
                ref={wheel}
                inner={natal.chart}
                showHouses={natal.timeKnown}
                outer={outer}
                outerName={`${methodLabel.toLowerCase()} for ${onLabel}`}
                title={`${methodLabel} of ${birth.name} for ${onLabel}`}
              />
              <Box sx={{ mt: 1.5 }}>
                <AspectLegend />
              </Box>
            </Box>
            <Stack spacing={2}>
              <ChartExportActions
                wheel={wheel}
                name={birth.name}
                kind={`${method === 'secondary' ? 'progressions' : 'solar-arc'}-${date.text || 'chart'}`}
              />
              <Section title="Summary">
                <Typography
                  ref={summary}
                  data-testid="progressions-summary"
                  data-send-to-ai={`${methodLabel} of ${birth.name}`}
                  // Both charts and the aspects between them go with any passage sent from here.
                  data-send-to-ai-data={aiData}
                >
                  {methodLabel} for {onLabel}, inside the natal chart of {birth.name}:{' '}
                  {progressed.instant
                    ? `the sky of ${formatUniversalTime(progressed.instant)}, one day after birth for each year of life. `
                    : 'every natal point moved forward by the arc the progressed Sun has travelled. '}
                  {describeProgressed(progressed, natal.timeKnown)}{' '}
                  {result.grid.count === 1 ? 'One aspect' : `${result.grid.count} aspects`} to natal
                  points within 1°.
                </Typography>
                <AskAiButton target={summary} />
              </Section>
            </Stack>
          </Box>
          <Section title={method === 'secondary' ? 'Progressed positions' : 'Directed positions'}>
            <PositionsTable chart={progressed.chart} housesKnown={natal.timeKnown} />
          </Section>
          <Section title="Aspects to the natal chart">
            <InterAspectTable
              grid={result.grid}
              caption={`Natal points (rows) and ${method === 'secondary' ? 'progressed' : 'directed'} points (columns) within 1°.`}
            />
          </Section>
        </>
      )}
    </ChartViewPage>
  );
}
