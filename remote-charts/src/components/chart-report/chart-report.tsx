import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, useMemo, useRef } from 'react';
import { AskAiButton } from '@astro/shared';
import { type Chart, chartContext, HOUSE_SYSTEM_LABELS } from '@astro/astrology';
import type { BirthData } from '../../lib/birth-data/birth-data';
import { describeChart } from '../../lib/chart-summary/describe-chart';
import { ChartWheel } from '../chart-wheel/chart-wheel';
import { AspectGrid } from '../chart-tables/aspect-grid';
import { ZoomFrame } from '../zoom-frame/zoom-frame';
import { HousesTable } from '../chart-tables/houses-table';
import { PositionsTable } from '../chart-tables/positions-table';
import { AspectLegend } from './aspect-legend';
import { BirthDetails } from './birth-details';
import { BirthTimeSensitivity } from './birth-time-sensitivity';

export interface ChartReportProps {
  birth: BirthData;
  chart: Chart;
  wheelRef?: Ref<SVGSVGElement>;
  /** Shown beside the wheel: saving, exporting. */
  actions?: ReactNode;
  /** The saved chart's id, once the server has it: an AI's claims about it are then checked. */
  savedId?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `chart-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, md: 2 }, breakInside: 'avoid' }}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A cast chart: the wheel, a written summary, and tables of positions, houses and aspects. */
export function ChartReport({ birth, chart, wheelRef, actions, savedId }: ChartReportProps) {
  const housesKnown = birth.time !== null;
  const summary = useRef<HTMLParagraphElement>(null);
  const structured = useMemo(
    () => chartContext({ charts: [{ name: birth.name, chart, timeKnown: housesKnown }] }),
    [birth.name, chart, housesKnown],
  );
  return (
    <Stack spacing={3} data-testid="chart-report">
      <BirthDetails birth={birth} chart={chart} />
      {housesKnown && chart.houses.fallback && (
        <Alert severity="warning" data-testid="house-fallback">
          {HOUSE_SYSTEM_LABELS[chart.houses.requested]} houses cannot be drawn at this latitude (
          {Math.abs(birth.place.lat).toFixed(2)}° {birth.place.lat < 0 ? 'S' : 'N'}): some degrees of the zodiac never
          rise or set there. Porphyry houses are shown instead.
        </Alert>
      )}
      {!housesKnown && (
        <Alert severity="info">
          The birth time is unknown, so the chart is cast for noon local time without houses or angles. The Moon may be up
          to about 7° away from where it is shown, and the other points a little.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box>
          <ZoomFrame label="Chart wheel">
            <ChartWheel ref={wheelRef} chart={chart} showHouses={housesKnown} title={`Natal chart of ${birth.name}`} />
          </ZoomFrame>
          <Box sx={{ mt: 1.5 }}>
            <AspectLegend />
          </Box>
        </Box>
        <Stack spacing={2}>
          {actions}
          <Section title="Summary">
            <Typography
              ref={summary}
              data-send-to-ai={`Natal chart of ${birth.name}`}
              // The computed chart goes with any passage sent from the summary, so the assistant
              // reads positions, houses and aspects rather than only this prose.
              data-send-to-ai-data={structured}
              data-send-to-ai-charts={savedId}
              data-testid="chart-summary"
            >
              {describeChart(birth, chart)}
            </Typography>
            <AskAiButton target={summary} />
          </Section>
          <Section title="How sure is this chart?">
            <BirthTimeSensitivity birth={birth} />
          </Section>
        </Stack>
      </Box>
      <Section title="Positions">
        <PositionsTable chart={chart} housesKnown={housesKnown} />
      </Section>
      {housesKnown && (
        <Section title={`Houses (${HOUSE_SYSTEM_LABELS[chart.houses.system]})`}>
          <HousesTable chart={chart} />
        </Section>
      )}
      <Section title="Aspects">
        <AspectGrid chart={chart} showAngles={housesKnown} />
      </Section>
    </Stack>
  );
}
