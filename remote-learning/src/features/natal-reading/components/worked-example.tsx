import { selectSessionUser, useAppSelector } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@astro/shared';
import { useGetLatestReadableChartQuery } from '../api/latest-chart-api';
import { EXAMPLE_CHART } from '../model/example-chart';
import type { ReadingChart } from '../model/reading-chart';
import { WorkedExampleStep, type ExampleStep } from './worked-example-steps';

/**
 * The worked example of a "Reading a Natal Chart" lesson: the user's latest saved chart when it
 * can be read, otherwise the documented example chart. Never blocks the lesson: while the chart
 * loads, or if loading fails, the example chart is shown with a note.
 */
export function WorkedExample({ step }: { step: ExampleStep }) {
  const user = useAppSelector(selectSessionUser);
  const { data, isLoading, isError } = useGetLatestReadableChartQuery(user?.id ?? '', {
    skip: !user,
  });
  const chart: ReadingChart = data ?? EXAMPLE_CHART;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="worked-example-heading"
      sx={{ p: { xs: 2, md: 3 } }}
      data-chart-source={chart.source}
    >
      <Typography id="worked-example-heading" variant="h5" component="h2" gutterBottom>
        Worked example:{' '}
        {chart.source === 'saved' ? `your chart “${chart.name}”` : 'the example chart'}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {chart.birthLine}
        {chart.houseSystem ? ` · ${chart.houseSystem} houses` : ''}
      </Typography>
      {chart.source === 'example' && !isLoading && (
        <Alert severity={isError ? 'warning' : 'info'} sx={{ my: 2 }}>
          {isError ? (
            'Your saved charts could not be loaded just now, so this example uses the example chart.'
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
          This chart has no birth time, so the Ascendant, the Midheaven and the houses are left out.
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <WorkedExampleStep step={step} chart={chart} />
      </Box>
    </Paper>
  );
}
