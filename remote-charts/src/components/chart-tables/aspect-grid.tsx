import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { type Aspect, ASPECT_INFO, BODY_INFO, type BodyName, type Chart, formatOrb, GLYPH_FONT_FAMILY } from '@astro/astrology';
import { AspectGlyph } from '../aspect-glyph/aspect-glyph';
import { wheelColors } from '../chart-wheel/wheel-colors';
import { visuallyHidden } from '../visually-hidden';

/** The grid leaves out the mean node: it always sits within a degree or two of the true one. */
export const GRID_BODIES: BodyName[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode', 'lilith', 'chiron'];

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** A triangular grid with the aspect of each pair of points, its orb, applying (a) or separating (s). */
export function AspectGrid({ chart }: { chart: Chart }) {
  const theme = useTheme();
  const colors = wheelColors(theme);
  const byPair = new Map<string, Aspect>(chart.aspects.map((aspect) => [pairKey(aspect.a, aspect.b), aspect]));
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
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" aria-label="Aspect grid" sx={{ borderCollapse: 'collapse', color: 'text.primary' }}>
        <thead>
          <tr>
            <Box component="td" sx={{ ...cellSx, border: 0 }} />
            {GRID_BODIES.slice(0, -1).map((body) => (
              <Box component="th" scope="col" key={body} sx={{ ...cellSx, ...glyphSx }} title={BODY_INFO[body].label}>
                <span aria-hidden="true">{BODY_INFO[body].glyph}</span>
                <Box component="span" sx={visuallyHidden}>
                  {BODY_INFO[body].label}
                </Box>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRID_BODIES.slice(1).map((rowBody, rowIndex) => (
            <tr key={rowBody}>
              <Box component="th" scope="row" sx={{ ...cellSx, ...glyphSx }} title={BODY_INFO[rowBody].label}>
                <span aria-hidden="true">{BODY_INFO[rowBody].glyph}</span>
                <Box component="span" sx={visuallyHidden}>
                  {BODY_INFO[rowBody].label}
                </Box>
              </Box>
              {GRID_BODIES.slice(0, -1).map((columnBody, columnIndex) => {
                if (columnIndex > rowIndex) return <Box component="td" key={columnBody} sx={{ ...cellSx, border: 0 }} />;
                const aspect = byPair.get(pairKey(rowBody, columnBody));
                if (!aspect) return <Box component="td" key={columnBody} sx={cellSx} />;
                const description = `${BODY_INFO[aspect.a as BodyName].label} ${ASPECT_INFO[aspect.type].label.toLowerCase()} ${BODY_INFO[aspect.b as BodyName].label}, orb ${formatOrb(aspect.orb)}, ${aspect.applying ? 'applying' : 'separating'}`;
                return (
                  <Box component="td" key={columnBody} sx={cellSx} title={description} data-aspect={aspect.type}>
                    <AspectGlyph type={aspect.type} color={colors.aspects[aspect.type]} />
                    <Box component="span" aria-hidden="true" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                      {formatOrb(aspect.orb)}
                      {aspect.applying ? 'a' : 's'}
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
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
