import { Page, LoadError, visuallyHiddenSx } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useShippedLicensesQuery } from '../api/licenses-api';
import { licenseSummary } from '../model/license-list';

export default function AppLicensesPage() {
  const { data, error, isLoading, refetch } = useShippedLicensesQuery();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());
  const packages = useMemo(() => data?.packages ?? [], [data]);
  const visible = useMemo(
    () =>
      deferredFilter
        ? packages.filter(
            (entry) =>
              entry.name.toLowerCase().includes(deferredFilter) ||
              entry.license.toLowerCase().includes(deferredFilter),
          )
        : packages,
    [packages, deferredFilter],
  );

  return (
    <Page
      title="App Licenses"
      description="The open-source packages shipped in this version of the Astro app, with their versions, licenses and links."
    >
      <Typography sx={{ mb: 2, maxWidth: 760 }}>
        Astro is built on open-source software. This list is generated automatically each time the
        app is built, from the packages whose code is actually included in what your browser
        downloads — so it always matches the version you are running. Thank you to everyone who
        maintains them.
      </Typography>

      {isLoading && <Typography role="status">Loading the license list…</Typography>}

      {error && (
        <LoadError
          message="The license list could not be loaded. Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}

      {data && (
        <>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
            aria-label="Licenses used"
            role="list"
          >
            {licenseSummary(packages).map(({ license, count }) => (
              <Chip
                key={license}
                role="listitem"
                label={`${license}: ${count}`}
                variant="outlined"
              />
            ))}
          </Box>
          {data.missingParts.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              These parts of the app did not publish a license list with their current deployment,
              so their packages are not listed here: {data.missingParts.join(', ')}.
            </Alert>
          )}
          <TextField
            label="Filter by package or license"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            size="small"
            sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
          />
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            {visible.length === packages.length
              ? `${packages.length} packages`
              : `${visible.length} of ${packages.length} packages`}
          </Typography>
          <TableContainer>
            <Table size="small">
              <caption>Open-source packages shipped in this build</caption>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Package</TableCell>
                  <TableCell scope="col">Version</TableCell>
                  <TableCell scope="col">License</TableCell>
                  <TableCell scope="col">Used by</TableCell>
                  <TableCell scope="col">Link</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {visible.map((entry) => (
                  <TableRow key={`${entry.name}@${entry.version}`}>
                    <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                      {entry.name}
                    </TableCell>
                    <TableCell>{entry.version}</TableCell>
                    <TableCell>{entry.license}</TableCell>
                    <TableCell>{entry.parts.join(', ')}</TableCell>
                    <TableCell>
                      <Link href={entry.link} target="_blank" rel="noopener noreferrer">
                        Source
                        <Box component="span" sx={visuallyHiddenSx}>
                          {' '}
                          of {entry.name} (opens in a new tab)
                        </Box>
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Page>
  );
}
