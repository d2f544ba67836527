import { AskAiButton, Link as RouterLink, Page, RemoteWidget, useSearchParams } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compositeChart } from '@astro/astrology';
import { type ReactNode, useId, useMemo, useRef } from 'react';
import {
  AspectLegend,
  BiWheel,
  ChartExportActions,
  ChartWheel,
  EngineProgress,
  InterAspectTable,
  PrintStyles,
} from '../../../components';
import { ringPointsOf } from '../../../lib/bi-wheel/bi-wheel-layout';
import { interAspectGrid, SYNASTRY_GRID_ORBS } from '../../../lib/inter-aspects/inter-aspect-grid';
import { natalChartOf, type SavedChart, useSavedChartEngine } from '../../saved-charts';
import { synastryAiData } from '../model/synastry-ai-data';
import { chosenCharts, FIRST_PARAM, possessive, SECOND_PARAM } from '../model/synastry-choice';
import { ChartPicker } from './chart-picker';

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

const PAGE = {
  title: 'Synastry',
  description:
    'Two saved charts compared: a bi-wheel, the aspects between them and their composite chart.',
};

/** Two of the user's saved charts compared; which two is kept in the URL (?a=…&b=…). */
export function SynastryView({ charts }: { charts: readonly SavedChart[] }) {
  const [params, setParams] = useSearchParams();
  const firstId = params.get(FIRST_PARAM) ?? '';
  const secondId = params.get(SECOND_PARAM) ?? '';
  const { first, second } = chosenCharts(charts, firstId, secondId);
  const engine = useSavedChartEngine([first, second]);
  const ready = engine.status === 'ready' ? engine.engine : null;
  const biWheel = useRef<SVGSVGElement>(null);
  const compositeWheel = useRef<SVGSVGElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  const choose = (name: string, id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(name, id);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const result = useMemo(() => {
    if (!first || !second || !ready) return null;
    try {
      const a = natalChartOf(first, ready.computeChart)!;
      const b = natalChartOf(second, ready.computeChart)!;
      const names = { a: first.birth.name, b: second.birth.name };
      const grid = interAspectGrid(
        { chart: a.chart, timeKnown: a.timeKnown, owner: possessive(names.a) },
        { chart: b.chart, timeKnown: b.timeKnown, owner: possessive(names.b) },
        SYNASTRY_GRID_ORBS,
      );
      const composite = compositeChart(a.chart, b.chart);
      const data = synastryAiData({
        first: { name: names.a, chart: a.chart, timeKnown: a.timeKnown },
        second: { name: names.b, chart: b.chart, timeKnown: b.timeKnown },
        composite,
        grid,
      });
      return {
        ok: true as const,
        a,
        b,
        names,
        grid,
        composite,
        data,
        outer: ringPointsOf(b.chart, { angles: b.timeKnown }),
      };
    } catch (error) {
      return { ok: false as const, message: messageOf(error) };
    }
  }, [first, second, ready]);

  if (charts.length < 2) {
    return (
      <Page {...PAGE} source="charts">
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="synastry-empty">
          <Typography variant="h5" component="h2" gutterBottom>
            Two saved charts are needed
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Synastry compares two people&apos;s charts. You have{' '}
            {charts.length === 0 ? 'no saved charts' : 'one saved chart'} yet: calculate and save{' '}
            {charts.length === 0 ? 'two' : 'another'} to compare them here.
          </Typography>
          <Button component={RouterLink} to="/calculate" variant="contained">
            Calculate a chart
          </Button>
        </Paper>
      </Page>
    );
  }

  const ok = result?.ok ? result : null;
  const bothTimes = ok ? ok.a.timeKnown && ok.b.timeKnown : false;
  return (
    <Page {...PAGE} source="charts">
      <PrintStyles />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-print-hide>
          <ChartPicker
            label="First chart (inner wheel)"
            charts={charts}
            value={first ? firstId : ''}
            onChange={(id) => choose(FIRST_PARAM, id)}
            taken={secondId}
          />
          <ChartPicker
            label="Second chart (outer wheel)"
            charts={charts}
            value={second ? secondId : ''}
            onChange={(id) => choose(SECOND_PARAM, id)}
            taken={firstId}
          />
        </Stack>
        {(!first || !second) && (
          <Typography color="text.secondary" data-testid="synastry-prompt">
            Choose two charts to compare: the first is drawn inside, the second on the ring around
            it.
          </Typography>
        )}
        {first && second && <EngineProgress state={engine} />}
        {result && !result.ok && (
          <Alert severity="error">These charts could not be compared: {result.message}</Alert>
        )}
        {ok && (
          <>
            {!bothTimes && (
              <Alert severity="info">
                {ok.a.timeKnown || ok.b.timeKnown
                  ? `${ok.a.timeKnown ? ok.names.b : ok.names.a}'s birth time is unknown, so that chart's angles are left out of the grid`
                  : 'Neither birth time is known, so the angles are left out of the grid'}
                , and the composite chart has no houses.
              </Alert>
            )}
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
                  ref={biWheel}
                  inner={ok.a.chart}
                  showHouses={ok.a.timeKnown}
                  outer={ok.outer}
                  outerName={`${possessive(ok.names.b)} chart`}
                  title={`Synastry of ${ok.names.a} (inside) and ${ok.names.b} (outside)`}
                />
                <Box sx={{ mt: 1.5 }}>
                  <AspectLegend />
                </Box>
              </Box>
              <Stack spacing={2}>
                <ChartExportActions
                  wheel={biWheel}
                  name={`${ok.names.a}-${ok.names.b}`}
                  kind="synastry"
                  drawing="the synastry bi-wheel"
                />
                <Section title="Summary">
                  <Typography
                    ref={summary}
                    data-testid="synastry-summary"
                    data-send-to-ai={`Synastry of ${ok.names.a} and ${ok.names.b}`}
                    // Both charts, the composite and every aspect between them go with any passage sent from here.
                    data-send-to-ai-data={ok.data}
                  >
                    {`${ok.names.a}'s chart is drawn inside, ${possessive(ok.names.b)} on the ring around it. `}
                    {ok.grid.count === 0
                      ? 'There are no major aspects between the two charts within the orbs used here.'
                      : `${ok.grid.count} major ${ok.grid.count === 1 ? 'aspect links' : 'aspects link'} the two charts; the grid below lists ${ok.grid.count === 1 ? 'it' : 'them'} with ${ok.grid.count === 1 ? 'its orb' : 'their orbs'}.`}
                  </Typography>
                  <AskAiButton target={summary} />
                </Section>
              </Stack>
            </Box>
            <Section title="Aspects between the charts">
              <InterAspectTable
                grid={ok.grid}
                caption={`Rows: ${possessive(ok.names.a)} points. Columns: ${possessive(ok.names.b)} points. Orbs up to 6° for conjunctions and oppositions, 5° for squares and trines, 4° for sextiles.`}
              />
            </Section>
            <Section title="Composite chart">
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                Each point at the midpoint of its two positions
                {bothTimes ? ', with midpoint houses' : ''}: the relationship as a chart of its own.
              </Typography>
              <Box sx={{ maxWidth: 660 }}>
                <ChartWheel
                  ref={compositeWheel}
                  chart={ok.composite}
                  showHouses={bothTimes}
                  title={`Composite chart of ${ok.names.a} and ${ok.names.b}`}
                />
              </Box>
              <Box sx={{ mt: 1.5 }}>
                <ChartExportActions
                  wheel={compositeWheel}
                  name={`${ok.names.a}-${ok.names.b}`}
                  kind="composite"
                  drawing="the composite chart"
                  print={false}
                />
              </Box>
            </Section>
          </>
        )}
      </Stack>
      {/* Once per page: the chat remote's Send-to-AI finds the summary marked data-send-to-ai. */}
      <RemoteWidget id="astro_chat/SendToAi" />
    </Page>
  );
}
