import { LoadError } from '@astro/shared';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useClaimCheckStatsQuery } from '../api/analytics-api';
import { byClaimsChecked, percentWrong } from '../model/analytics';

export const CLAIM_STATS_FAILED = 'Failed to load the chart claim checks.';
export const NO_CLAIMS_CHECKED = 'No answer has been checked against a chart yet.';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * How often each model gets the user's chart wrong: answers whose claims about an attached chart
 * the server checked, the claims found, and how many of them the chart engine contradicts.
 */
export function ClaimCheckStats() {
  const stats = useClaimCheckStatsQuery();
  const rows = byClaimsChecked(stats.data ?? []);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="claim-stats-title" sx={{ p: 2 }}>
      <Typography id="claim-stats-title" variant="h6" component="h3" gutterBottom>
        Chart claims
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Claims about an attached chart in AI answers (“Mars in Leo”, “Moon in the 5th house”),
        checked against the chart engine.
      </Typography>
      {stats.isLoading ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} aria-hidden="true" />
          <Typography variant="body2">Loading chart claim checks…</Typography>
        </Stack>
      ) : stats.isError ? (
        <LoadError message={CLAIM_STATS_FAILED} onRetry={() => void stats.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{NO_CLAIMS_CHECKED}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="claim-stats-title">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Model</TableCell>
                <TableCell scope="col" align="right">
                  Answers checked
                </TableCell>
                <TableCell scope="col" align="right">
                  Claims checked
                </TableCell>
                <TableCell scope="col" align="right">
                  Wrong
                </TableCell>
                <TableCell scope="col" align="right">
                  % wrong
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.model} data-model={row.model}>
                  <TableCell component="th" scope="row">
                    {row.model}
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {row.answers_checked.toLocaleString()}
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {row.claims_checked.toLocaleString()}
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {row.claims_wrong.toLocaleString()}
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {percentWrong(row)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
