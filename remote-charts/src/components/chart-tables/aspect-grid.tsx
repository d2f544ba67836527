import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  type AnglePoint,
  angleAspects,
  type Aspect,
  ASPECT_INFO,
  BODY_INFO,
  type BodyName,
  type Chart,
  formatOrb,
  GLYPH_FONT_FAMILY,
} from '@astro/astrology';
import { AspectGlyph } from '../aspect-glyph/aspect-glyph';
import { wheelColors } from '../chart-wheel/wheel-colors';
import { visuallyHiddenSx } from '@astro/shared';

/** The grid leaves out the mean node: it always sits within a degree or two of the true one. */
export const GRID_BODIES: BodyName[] = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'trueNode',
  'lilith',
  'chiron',
];

type GridPoint = BodyName | AnglePoint;

const ANGLE_INFO: Record<AnglePoint, { label: string; glyph: string }> = {
  asc: { label: 'Ascendant', glyph: 'AC' },
  mc: { label: 'Midheaven', glyph: 'MC' },
};
const infoOf = (point: GridPoint) =>
  point === 'asc' || point === 'mc' ? ANGLE_INFO[point] : BODY_INFO[point];

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * A triangular grid with the aspect of each pair of points, its orb, applying (a) or separating
 * (s). With a known birth time the Ascendant and Midheaven close the grid as its last rows.
 */
export function AspectGrid({ chart, showAngles }: { chart: Chart; showAngles: boolean }) {
  const theme = useTheme();
  const colors = wheelColors(theme);
  const points: GridPoint[] = showAngles ? [...GRID_BODIES, 'asc', 'mc'] : GRID_BODIES;
  const aspects = showAngles
    ? [...chart.aspects, ...angleAspects(chart, GRID_BODIES)]
    : chart.aspects;
  const byPair = new Map<string, Aspect>(
    aspects.map((aspect) => [pairKey(aspect.a, aspect.b), aspect]),
  );
  const cellSx = {
    border: 1,
    borderColor: 'divider',
    p: 0.25,
    width: 46,
    minWidth: 46,
    height: 40,
    textAlign: 'center',
    verticalAlign: 'middle',
    fontSize: '0.7rem',
    lineHeight: 1.1,
  } as const;
  const glyphSx = { fontFamily: GLYPH_FONT_FAMILY, fontSize: '1.05rem', fontWeight: 400 } as const;

  return (
    // Positioned, so the visually hidden labels (absolutely placed) scroll with the grid instead
    // of widening the page beyond a phone's screen.
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Box
        component="table"
        aria-label="Aspect grid"
        sx={{ borderCollapse: 'collapse', color: 'text.primary' }}
      >
        <thead>
          <tr>
            <Box component="td" sx={{ ...cellSx, border: 0 }} />
            {points.slice(0, -1).map((body) => (
              <Box
                component="th"
                scope="col"
                key={body}
                sx={{ ...cellSx, ...glyphSx }}
                title={infoOf(body).label}
              >
                <span aria-hidden="true">{infoOf(body).glyph}</span>
                <Box component="span" sx={visuallyHiddenSx}>
                  {infoOf(body).label}
                </Box>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.slice(1).map((rowBody, rowIndex) => (
            <tr key={rowBody}>
              <Box
                component="th"
                scope="row"
                sx={{ ...cellSx, ...glyphSx }}
                title={infoOf(rowBody).label}
              >
                <span aria-hidden="true">{infoOf(rowBody).glyph}</span>
                <Box component="span" sx={visuallyHiddenSx}>
                  {infoOf(rowBody).label}
                </Box>
              </Box>
              {points.slice(0, -1).map((columnBody, columnIndex) => {
                if (columnIndex > rowIndex)
                  return <Box component="td" key={columnBody} sx={{ ...cellSx, border: 0 }} />;
                const aspect = byPair.get(pairKey(rowBody, columnBody));
                if (!aspect) return <Box component="td" key={columnBody} sx={cellSx} />;
                const description = `${infoOf(aspect.a as GridPoint).label} ${ASPECT_INFO[aspect.type].label.toLowerCase()} ${infoOf(aspect.b as GridPoint).label}, orb ${formatOrb(aspect.orb)}, ${aspect.applying ? 'applying' : 'separating'}`;
                return (
                  <Box
                    component="td"
                    key={columnBody}
                    sx={cellSx}
                    title={description}
                    data-aspect={aspect.type}
                  >
                    <AspectGlyph type={aspect.type} color={colors.aspects[aspect.type]} />
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{ display: 'block', whiteSpace: 'nowrap' }}
                    >
                      {formatOrb(aspect.orb)}
                      {aspect.applying ? 'a' : 's'}
                    </Box>
                    <Box component="span" sx={visuallyHiddenSx}>
                      {description}
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
