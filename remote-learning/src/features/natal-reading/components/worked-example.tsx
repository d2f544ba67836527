import { Link as RouterLink, selectSessionUser, useAppSelector } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useChartToRead } from '../hooks/use-chart-to-read';
import { EXAMPLE_CHART } from '../model/example-chart';
import type { ReadingChart } from '../model/reading-chart';
import { OwnChartQuiz } from './own-chart-quiz';
import { WorkedExampleStep, type ExampleStep } from './worked-example-steps';

/**
 * The worked example of a "Reading a Natal Chart" lesson: the user's chosen saved chart (the
 * newest unless they picked another), otherwise the documented example chart. Never blocks the
 * lesson: if the charts cannot be loaded, the example chart is shown with a note.
 */
export function WorkedExample({ step }: { step: ExampleStep }) {
  const user = useAppSelector(selectSessionUser);
  const userId = user?.id ?? null;
  return <WorkedExampleFor key={userId ?? 'signed-out'} userId={userId} step={step} />;
}

function WorkedExampleFor({ userId, step }: { userId: string | null; step: ExampleStep }) {
  const {
    rows,
    chosen,
    choose,
    chart: saved,
    isLoading,
    listFailed,
    readFailed,
  } = useChartToRead(userId);
  const chart: ReadingChart = saved ?? EXAMPLE_CHART;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="worked-example-heading"
      aria-busy={isLoading}
      sx={{ p: { xs: 2, md: 3 } }}
      data-chart-source={isLoading ? 'loading' : chart.source}
    >
      <Typography id="worked-example-heading" variant="h5" component="h2" gutterBottom>
        Worked example:{' '}
        {isLoading
          ? 'your chart'
          : chart.source === 'saved'
            ? `your chart “${chart.name}”`
            : 'the example chart'}
      </Typography>
      {rows.length > 1 && chosen && (
        <TextField
          select
          label="Chart to read"
          value={chosen.id}
          onChange={(event) => choose(event.target.value)}
          size="small"
          helperText="The lessons remember your choice on this device."
          slotProps={{ select: { native: true } }}
          sx={{ my: 1, minWidth: 240 }}
        >
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {row.name}
            </option>
          ))}
        </TextField>
      )}
      {isLoading ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2 }} role="status">
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>Reading your chart…</Typography>
        </Stack>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {chart.birthLine}
            {chart.houseSystem ? ` · ${chart.houseSystem} houses` : ''}
          </Typography>
          {chart.source === 'example' && (
            <Alert severity={listFailed || readFailed ? 'warning' : 'info'} sx={{ my: 2 }}>
              {listFailed ? (
                'Your saved charts could not be loaded just now, so this example uses the example chart.'
              ) : readFailed ? (
                `Your chart “${chosen?.name ?? ''}” could not be read just now, so this example uses the example chart.`
              ) : (
                <>
                  You have no saved chart yet, so this lesson uses the example chart.{' '}
                  <Link component={RouterLink} to="/calculate">
                    Calculate your chart
                  </Link>{' '}
                  to see these steps applied to your own.
                </>
              )}
            </Alert>
          )}
          {chart.source === 'saved' && !chart.angles && (
            <Alert severity="info" sx={{ my: 2 }}>
              This chart has no birth time, so the Ascendant, the Midheaven and the houses are left
              out.
            </Alert>
          )}
          <Box sx={{ mt: 2 }}>
            <WorkedExampleStep step={step} chart={chart} />
          </Box>
          <OwnChartQuiz key={`${chart.id ?? 'example'}-${step}`} chart={chart} step={step} />
        </>
      )}
    </Paper>
  );
}
