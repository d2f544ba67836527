import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PLATFORM_COMPARISON } from '../model/platform-comparison';

export function PlatformComparisonTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table>
        <caption>The iOS app from the App Store compared with the web app (PWA)</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ width: '22%' }}>
              Feature
            </TableCell>
            <TableCell scope="col">Mobile app (iOS)</TableCell>
            <TableCell scope="col">Web app (PWA)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PLATFORM_COMPARISON.map((row) => (
            <TableRow key={row.aspect}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {row.aspect}
              </TableCell>
              <TableCell>{row.mobile}</TableCell>
              <TableCell>{row.pwa}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
