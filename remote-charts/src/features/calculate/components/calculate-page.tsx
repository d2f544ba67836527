import { getEnvConfig, Page, RemoteWidget, useSearchParams } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ChartReport, EngineProgress, PrintStyles } from '../../../components';
import { type Chart, ChartRangeError, snapshotOf } from '@astro/astrology';
import type { BirthData } from '../../../lib/birth-data/birth-data';
import { useChartEngine } from '../../../lib/chart-engine/use-chart-engine';
import {
  PendingSavesNotice,
  SaveChartForm,
  type SavedChart,
  UpdateChartForm,
  useAutoSyncPendingSaves,
  useGetChartQuery,
} from '../../saved-charts';
import {
  type BirthFormField,
  type BirthFormValues,
  EMPTY_BIRTH_FORM,
  formValuesOf,
  validateBirthForm,
} from '../model/birth-form';
import { formInstant, instantKey } from '../model/form-instant';
import { BirthForm } from './birth-form';
import { GooglePlaceSearch } from './google-place-search';
import { LocalTimeNotice } from './local-time-notice';
import { PlaceAndClockOverrides } from './place-and-clock-overrides';

function googleMapsKey(): string | null {
  try {
    return getEnvConfig().googleMapsKey || null;
  } catch {
    return null;
  }
}

/**
 * /calculate?edit=<id> opens a saved chart's birth data here to be corrected: the form starts
 * from it, and the result is stored over the chart instead of saved as a new one.
 */
function useChartToEdit(): { id: string | null; chart: SavedChart | null; missing: boolean } {
  const [params] = useSearchParams();
  const id = params.get('edit');
  const { data, isSuccess } = useGetChartQuery(id ?? '', { skip: !id });
  return { id, chart: id && data ? data : null, missing: Boolean(id) && isSuccess && !data };
}

/** The form opens on today's century; a birth in another loads that century's data on submit. */
const TODAY = { from: new Date(), to: new Date() };

export default function CalculatePage() {
  useAutoSyncPendingSaves();
  const engine = useChartEngine(TODAY);
  const editing = useChartToEdit();
  const [values, setValues] = useState<BirthFormValues>(EMPTY_BIRTH_FORM);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  // Once per chart: the form starts from its birth data, and the user's edits are theirs after.
  if (editing.chart && filledFrom !== editing.chart.id) {
    setFilledFrom(editing.chart.id);
    setValues(formValuesOf(editing.chart.birth));
  }
  const [touched, setTouched] = useState<ReadonlySet<BirthFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [choice, setChoice] = useState<{ key: string; index: number } | null>(null);
  const [result, setResult] = useState<{ birth: BirthData; chart: Chart } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const mapsKey = useMemo(() => googleMapsKey(), []);

  const validation = validateBirthForm(values);
  const shown = Object.fromEntries(
    Object.entries(validation.errors).filter(([field]) => submitted || touched.has(field as BirthFormField)),
  );
  const instant = useMemo(
    () =>
      formInstant({
        date: values.date,
        time: values.time,
        timeUnknown: values.timeUnknown,
        place: values.place,
        clockRule: values.clockRule,
        utcOffset: values.utcOffset,
      }),
    [values.date, values.time, values.timeUnknown, values.place, values.clockRule, values.utcOffset],
  );
  const key = instantKey(values);
  const chosen = choice?.key === key ? choice.index : null;
  const needsChoice = instant?.kind === 'choose' && chosen === null;

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const change = <F extends BirthFormField>(field: F, value: BirthFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
  };
  const blur = (field: BirthFormField) => setTouched((current) => new Set(current).add(field));

  const calculate = async () => {
    setSubmitted(true);
    if (!validation.ok || !instant || instant.kind === 'error' || engine.status !== 'ready') return;
    let reading: { utc: Date; offsetSeconds: number };
    if (instant.kind === 'unique') reading = instant;
    else if (chosen !== null) reading = instant.choices[chosen];
    else return;
    const { data } = validation;
    const birth: BirthData = { ...data, utc: reading.utc.toISOString(), utcOffsetSeconds: reading.offsetSeconds };
    try {
      await engine.engine.prepare(reading.utc);
    } catch {
      setFailure(
        navigator.onLine === false
          ? 'The planetary data for this date has not been downloaded to this device yet, and you are offline.'
          : 'The planetary data for this date could not be loaded. Please try again.',
      );
      return;
    }
    try {
      const chart = engine.engine.computeChart({ utc: reading.utc, lat: data.place.lat, lon: data.place.lon, houses: data.houseSystem });
      setResult({ birth, chart });
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof ChartRangeError ? 'Charts can be cast for 1500 to 2500 (in Universal Time); this birth falls outside.' : `The chart could not be calculated: ${String(error)}`);
    }
  };

  const submitLabel =
    engine.status === 'loading' ? 'Loading planetary data…' : editing.id ? 'Recalculate chart' : 'Calculate chart';

  return (
    <Page
      title={editing.id ? 'Edit Birth Data' : 'Calculate Chart'}
      description="Compute a natal chart from birth date, time and place."
      source="charts"
    >
      {editing.missing && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Chart not found. It may have been deleted; the form below makes a new chart.
        </Alert>
      )}
      <PrintStyles />
      <PendingSavesNotice />
      <Typography color="text.secondary" sx={{ mb: 3 }} data-print-hide>
        Enter the birth date, time and place. Positions are calculated on this device to the arcsecond, with the historical
        time zone of the place.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720, '@media print': { display: 'none' } }}>
        <BirthForm
          values={values}
          errors={shown}
          onChange={change}
          onBlur={blur}
          onSubmit={() => void calculate()}
          submitLabel={submitLabel}
          submitDisabled={engine.status !== 'ready'}
          placeExtras={
            <>
              {mapsKey && <GooglePlaceSearch apiKey={mapsKey} onPlace={(place) => change('place', place)} />}
              {values.place && instant?.kind === 'error' && <Alert severity="error">{instant.message}</Alert>}
              {values.place && instant && instant.kind !== 'error' && (
                <LocalTimeNotice
                  timeZone={values.clockRule === 'zone' ? values.place.timeZone : null}
                  instant={instant}
                  choice={chosen}
                  onChoose={(index) => setChoice({ key, index })}
                />
              )}
              {submitted && needsChoice && (
                <Typography role="alert" color="error" variant="body2">
                  Choose which reading of the birth time is meant.
                </Typography>
              )}
              {values.place && (
                <PlaceAndClockOverrides
                  place={values.place}
                  clockRule={values.clockRule}
                  utcOffset={values.utcOffset}
                  offsetError={shown.utcOffset}
                  onPlace={(place) => change('place', place)}
                  onClockRule={(rule) => change('clockRule', rule)}
                  onUtcOffset={(text) => change('utcOffset', text)}
                  onUtcOffsetBlur={() => blur('utcOffset')}
                  defaultOpen={values.clockRule !== 'zone'}
                />
              )}
            </>
          }
          footer={
            <>
              <EngineProgress state={engine} />
              {failure && <Alert severity="error">{failure}</Alert>}
            </>
          }
        />
      </Paper>

      {result && (
        <Box component="section" aria-labelledby="chart-result-heading" sx={{ mt: 5 }}>
          <Typography id="chart-result-heading" ref={resultHeading} tabIndex={-1} variant="h4" component="h2" gutterBottom sx={{ outline: 'none' }}>
            Natal chart of {result.birth.name}
          </Typography>
          <ChartReport
            birth={result.birth}
            chart={result.chart}
            actions={
              <Paper variant="outlined" sx={{ p: 2 }} data-print-hide>
                {editing.chart ? (
                  <UpdateChartForm
                    chartId={editing.chart.id}
                    birth={result.birth}
                    snapshot={snapshotOf(result.chart, result.birth.time !== null)}
                  />
                ) : (
                  <SaveChartForm
                    key={`${result.birth.name}|${result.birth.utc}|${result.birth.houseSystem}|${result.birth.place.name}`}
                    birth={result.birth}
                    snapshot={snapshotOf(result.chart, result.birth.time !== null)}
                  />
                )}
              </Paper>
            }
          />
        </Box>
      )}
      {/* Once per page: the chat remote's Send-to-AI finds the summary marked data-send-to-ai. */}
      <RemoteWidget id="astro_chat/SendToAi" />
    </Page>
  );
}
