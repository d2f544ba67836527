import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type Chart, formatSignPositionToSecond, GLYPH_FONT_FAMILY, HOUSE_SYSTEM_LABELS, SIGN_GLYPHS, signPosition } from '@astro/astrology';

const glyphSx = { fontFamily: GLYPH_FONT_FAMILY, display: 'inline-block', width: '1.4em', textAlign: 'center' } as const;

function PositionCells({ lon }: { lon: number }) {
  const position = signPosition(lon);
  return (
    <>
      <TableCell>
        <Box component="span" aria-hidden="true" sx={glyphSx}>
          {SIGN_GLYPHS[position.sign]}
        </Box>
        {position.sign}
      </TableCell>
      <TableCell align="right">{position.degrees}°</TableCell>
      <TableCell align="right">{String(position.minutes).padStart(2, '0')}′</TableCell>
    </>
  );
}

/** The twelve house cusps and the angles. */
export function HousesTable({ chart }: { chart: Chart }) {
  const angles = [
    ['Ascendant', chart.angles.asc],
    ['Midheaven', chart.angles.mc],
    ['Vertex', chart.angles.vertex],
  ] as const;
  return (
    <TableContainer>
      <Table size="small" aria-label={`${HOUSE_SYSTEM_LABELS[chart.houses.system]} house cusps and angles`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Cusp</TableCell>
            <TableCell component="th" scope="col">Sign</TableCell>
            <TableCell component="th" scope="col" align="right">Degree</TableCell>
            <TableCell component="th" scope="col" align="right">Minute</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {angles.map(([label, lon]) => (
            <TableRow key={label} title={formatSignPositionToSecond(lon)}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {label}
              </TableCell>
              <PositionCells lon={lon} />
            </TableRow>
          ))}
          {chart.houses.cusps.map((lon, i) => (
            <TableRow key={i} title={formatSignPositionToSecond(lon)} data-house={i + 1}>
              <TableCell component="th" scope="row">
                House {i + 1}
              </TableCell>
              <PositionCells lon={lon} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
