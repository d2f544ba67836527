import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BODY_INFO, BODY_NAMES, type Chart, formatSignPositionToSecond, GLYPH_FONT_FAMILY, houseOf, PART_OF_FORTUNE, SIGN_GLYPHS, signPosition } from '@astro/astrology';
import { visuallyHiddenSx } from '@astro/shared';

export interface PositionsTableProps {
  chart: Chart;
  /** False when the birth time is unknown: no houses, no Part of Fortune. */
  housesKnown: boolean;
}

interface PositionRow {
  key: string;
  label: string;
  glyph: string;
  lon: number;
  house: string;
  retrograde: boolean;
}

const glyphSx = { fontFamily: GLYPH_FONT_FAMILY, display: 'inline-block', width: '1.4em', textAlign: 'center' } as const;

/**
 * On a phone all six columns fit the width (Minute, House and Rx used to sit off-screen): tighter
 * cells, and the longer column names abbreviated, with the full word kept as the abbreviation's
 * title.
 */
const COMPACT_ON_PHONES = {
  '@media (max-width: 599.95px)': {
    '& th, & td': { px: 0.5, fontSize: '0.8rem' },
  },
} as const;

function ColumnName({ full, short }: { full: string; short: string }) {
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {full}
      </Box>
      <Box component="abbr" title={full} sx={{ display: { xs: 'inline', sm: 'none' }, textDecoration: 'none' }}>
        {short}
      </Box>
    </>
  );
}

/** Each point's sign, degree, minute, house and direction. */
export function PositionsTable({ chart, housesKnown }: PositionsTableProps) {
  const rows: PositionRow[] = BODY_NAMES.map((body) => ({
    key: body,
    ...BODY_INFO[body],
    lon: chart.bodies[body].lon,
    house: housesKnown ? String(chart.bodies[body].house) : '—',
    retrograde: chart.bodies[body].retrograde,
  }));
  if (housesKnown) {
    rows.push({
      key: 'partOfFortune',
      ...PART_OF_FORTUNE,
      lon: chart.partOfFortune,
      house: String(houseOf(chart.partOfFortune, chart.houses.cusps)),
      retrograde: false,
    });
  }
  return (
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-label="Planet positions" sx={COMPACT_ON_PHONES}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Point</TableCell>
            <TableCell component="th" scope="col">Sign</TableCell>
            <TableCell component="th" scope="col" align="right">
              <ColumnName full="Degree" short="Deg" />
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <ColumnName full="Minute" short="Min" />
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <ColumnName full="House" short="H" />
            </TableCell>
            <TableCell component="th" scope="col">
              <ColumnName full="Retrograde" short="Rx" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const position = signPosition(row.lon);
            return (
              <TableRow key={row.key} data-body={row.key} title={formatSignPositionToSecond(row.lon)}>
                <TableCell component="th" scope="row">
                  <Box component="span" aria-hidden="true" sx={glyphSx}>
                    {row.glyph}
                  </Box>
                  {row.label}
                </TableCell>
                <TableCell data-column="sign">
                  <Box component="span" aria-hidden="true" sx={glyphSx}>
                    {SIGN_GLYPHS[position.sign]}
                  </Box>
                  {position.sign}
                </TableCell>
                <TableCell align="right" data-column="degree">{position.degrees}°</TableCell>
                <TableCell align="right" data-column="minute">{String(position.minutes).padStart(2, '0')}′</TableCell>
                <TableCell align="right" data-column="house">{row.house}</TableCell>
                <TableCell>
                  {row.retrograde ? (
                    <>
                      <span aria-hidden="true">℞</span>
                      <Box component="span" sx={visuallyHiddenSx}>
                        retrograde
                      </Box>
                    </>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
