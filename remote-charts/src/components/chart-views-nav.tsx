import { Link as RouterLink } from '@astro/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The pages of one saved chart, each at its own address under /charts/:chartId. */
export const CHART_VIEWS = [
  { view: 'natal', label: 'Natal chart', path: '' },
  { view: 'transits', label: 'Transits', path: '/transits' },
  { view: 'progressions', label: 'Progressions', path: '/progressions' },
  { view: 'returns', label: 'Returns', path: '/returns' },
] as const;
export type ChartView = (typeof CHART_VIEWS)[number]['view'];

export const chartViewPath = (chartId: string, view: ChartView) =>
  `/charts/${chartId}${CHART_VIEWS.find((entry) => entry.view === view)?.path ?? ''}`;

/** Back to the list, links between the views of one chart, and to compare it with another; hidden in print. */
export function ChartViewsNav({
  chartId,
  current,
  children,
}: {
  chartId: string;
  current: ChartView;
  children?: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      data-print-hide
    >
      <Button component={RouterLink} to="/charts" startIcon={<ArrowBackIcon />}>
        All charts
      </Button>
      <Box component="nav" aria-label="Views of this chart">
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', rowGap: 1 }}
        >
          {CHART_VIEWS.map((entry) => (
            <li key={entry.view}>
              <Button
                component={RouterLink}
                to={chartViewPath(chartId, entry.view)}
                variant={entry.view === current ? 'contained' : 'outlined'}
                aria-current={entry.view === current ? 'page' : undefined}
                size="small"
              >
                {entry.label}
              </Button>
            </li>
          ))}
          <li>
            <Button
              component={RouterLink}
              to={`/synastry?a=${encodeURIComponent(chartId)}`}
              variant="outlined"
              size="small"
            >
              Synastry
            </Button>
          </li>
        </Stack>
      </Box>
      {children}
    </Stack>
  );
}
