import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatOrb, GLYPH_FONT_FAMILY } from '@astro/astrology';
import type { GridPoint, InterAspectGrid } from '../../lib/inter-aspects/inter-aspect-grid';
import { AspectGlyph } from '../aspect-glyph/aspect-glyph';
import { wheelColors } from '../chart-wheel/wheel-colors';
import { visuallyHiddenSx } from '@astro/shared';

export interface InterAspectTableProps {
  grid: InterAspectGrid;
  /** Names the table: "Aspects between Ada's chart (rows) and Bea's chart (columns)". */
  caption: string;
}

const cellSx = {
  border: 1,
  borderColor: 'divider',
  p: 0.25,
  minWidth: 46,
  height: 40,
  textAlign: 'center',
  verticalAlign: 'middle',
  fontSize: '0.7rem',
  lineHeight: 1.1,
} as const;
const glyphSx = { fontFamily: GLYPH_FONT_FAMILY, fontSize: '1.05rem', fontWeight: 400 } as const;

/** A row or column head: the glyph (the angles are lettered AC, MC), named for screen readers. */
function PointHeader({ point, scope }: { point: GridPoint; scope: 'row' | 'col' }) {
  return (
    <Box
      component="th"
      scope={scope}
      sx={{
        ...cellSx,
        ...glyphSx,
        fontSize: point.id === 'asc' || point.id === 'mc' ? '0.75rem' : glyphSx.fontSize,
      }}
      title={point.label}
    >
      <span aria-hidden="true">{point.glyph}</span>
      <Box component="span" sx={visuallyHiddenSx}>
        {point.label}
      </Box>
    </Box>
  );
}

/** The aspects between two charts as a table: each cell the aspect's symbol and orb. */
export function InterAspectTable({ grid, caption }: InterAspectTableProps) {
  const colors = wheelColors(useTheme());
  return (
    // Positioned, so the visually hidden labels (absolutely placed) scroll with the grid instead
    // of widening the page beyond a phone's screen.
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', color: 'text.primary' }}
        data-testid="inter-aspect-grid"
      >
        <Box
          component="caption"
          sx={{
            captionSide: 'top',
            textAlign: 'left',
            typography: 'body2',
            color: 'text.secondary',
            pb: 1,
          }}
        >
          {caption}
        </Box>
        <thead>
          <tr>
            <Box component="td" sx={{ ...cellSx, border: 0 }} />
            {grid.columns.map((column) => (
              <PointHeader key={column.id} point={column} scope="col" />
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => (
            <tr key={row.id}>
              <PointHeader point={row} scope="row" />
              {grid.columns.map((column, columnIndex) => {
                const cell = grid.cells[rowIndex]![columnIndex];
                if (!cell) return <Box component="td" key={column.id} sx={cellSx} />;
                return (
                  <Box
                    component="td"
                    key={column.id}
                    sx={cellSx}
                    title={cell.description}
                    data-aspect={cell.type}
                  >
                    <AspectGlyph type={cell.type} color={colors.aspects[cell.type]} />
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{ display: 'block', whiteSpace: 'nowrap' }}
                    >
                      {formatOrb(cell.orb)}
                    </Box>
                    <Box component="span" sx={visuallyHiddenSx}>
                      {cell.description}
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
