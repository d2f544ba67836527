import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ELEMENTS, MODALITIES, SIGNS, type SignName } from '../../../lib/zodiac';
import { Figure, GLYPH_FONT, onCircle, sectorPath, useInk } from './svg-kit';

const C = 150;

export function ZodiacWheel({
  colorBy,
  highlight,
  title,
}: {
  colorBy: 'element' | 'modality' | 'none';
  highlight: SignName[];
  title: string;
}) {
  const { ink, soft, accent, fill, group } = useInk();
  const groups: readonly string[] =
    colorBy === 'element' ? ELEMENTS : colorBy === 'modality' ? MODALITIES : [];
  const colorOf = (index: number) => {
    const sign = SIGNS[index];
    if (colorBy === 'element') return group[ELEMENTS.indexOf(sign.element)];
    if (colorBy === 'modality') return group[MODALITIES.indexOf(sign.modality)];
    return highlight.includes(sign.name) ? accent : null;
  };
  return (
    <Box>
      <Figure title={title}>
        {SIGNS.map((sign, index) => {
          const color = colorOf(index);
          const label = onCircle(C, C, 112, index * 30 + 15);
          const name = onCircle(C, C, 78, index * 30 + 15);
          return (
            <g key={sign.name}>
              <path
                d={sectorPath(C, C, 62, 140, index * 30, index * 30 + 30)}
                fill={color ? fill(color) : 'none'}
                stroke={ink}
                strokeWidth={1}
              />
              <text
                x={label.x}
                y={label.y}
                fill={ink}
                fontSize={22}
                fontFamily={GLYPH_FONT}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {sign.glyph}
              </text>
              <text
                x={name.x}
                y={name.y}
                fill={ink}
                fontSize={8.5}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {sign.label.slice(0, 3).toUpperCase()}
              </text>
            </g>
          );
        })}
        <circle cx={C} cy={C} r={62} fill="none" stroke={soft} />
        {highlight.length === 2 && (
          <line
            {...(() => {
              const a = onCircle(
                C,
                C,
                62,
                SIGNS.findIndex((s) => s.name === highlight[0]) * 30 + 15,
              );
              const b = onCircle(
                C,
                C,
                62,
                SIGNS.findIndex((s) => s.name === highlight[1]) * 30 + 15,
              );
              return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
            })()}
            stroke={accent}
            strokeWidth={2}
            strokeDasharray="5 4"
          />
        )}
      </Figure>
      {groups.length > 0 && (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {groups.map((name, index) => (
            <Box
              component="li"
              key={name}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'text.primary',
                  bgcolor: fill(group[index]),
                }}
              />
              <Typography variant="body2">
                {name.charAt(0).toUpperCase() + name.slice(1)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
