import { useTheme } from '@mui/material/styles';
import { pointInfo, SIGNS, type PointName } from '../../zodiac';
import { placements } from '../model/chart-facts';
import type { ReadingChart } from '../model/reading-chart';

const SIZE = 320;
const C = SIZE / 2;
const GLYPH_FONT =
  '"DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols", "Apple Symbols", sans-serif';

/** Screen position of a longitude on a wheel with the Ascendant (or 0° Aries) on the left. */
function at(longitude: number, reference: number, radius: number) {
  const angle = ((180 + longitude - reference) * Math.PI) / 180;
  return { x: C + radius * Math.cos(angle), y: C - radius * Math.sin(angle) };
}

/** A chart wheel: signs outside, house cusps and angles, planets at their longitudes. */
export function ChartWheel({ chart, title }: { chart: ReadingChart; title: string }) {
  const theme = useTheme();
  const ink = theme.palette.text.primary;
  const soft = theme.palette.text.secondary;
  const accent = theme.palette.primary.main;
  const reference = chart.angles?.asc ?? 0;
  const list = placements(chart, [
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
    'northNode',
    'chiron',
  ]);
  // Spread planets that are close together so their glyphs do not overlap.
  const sorted = [...list].sort((a, b) => a.longitude - b.longitude);
  const shown: { point: PointName; longitude: number; drawAt: number }[] = [];
  for (const placement of sorted) {
    const previous = shown[shown.length - 1];
    const drawAt =
      previous && placement.longitude - previous.drawAt < 9
        ? previous.drawAt + 9
        : placement.longitude;
    shown.push({ point: placement.point, longitude: placement.longitude, drawAt });
  }
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={title}
      width="100%"
      style={{ maxWidth: SIZE }}
    >
      <title>{title}</title>
      <circle cx={C} cy={C} r={150} fill="none" stroke={ink} strokeWidth={1.5} />
      <circle cx={C} cy={C} r={124} fill="none" stroke={ink} strokeWidth={1} />
      <circle cx={C} cy={C} r={60} fill="none" stroke={soft} strokeWidth={1} />
      {SIGNS.map((sign, index) => {
        const start = at(index * 30, reference, 150);
        const inner = at(index * 30, reference, 124);
        const label = at(index * 30 + 15, reference, 137);
        return (
          <g key={sign.name}>
            <line
              x1={start.x}
              y1={start.y}
              x2={inner.x}
              y2={inner.y}
              stroke={ink}
              strokeWidth={1}
            />
            <text
              x={label.x}
              y={label.y}
              fill={ink}
              fontSize={15}
              fontFamily={GLYPH_FONT}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {sign.glyph}
            </text>
          </g>
        );
      })}
      {chart.cusps?.map((cusp, index) => {
        const outer = at(cusp, reference, 124);
        const inner = at(cusp, reference, 60);
        const angular = index % 3 === 0;
        const next = chart.cusps![(index + 1) % 12];
        const middle = cusp + ((next - cusp + 360) % 360) / 2;
        const label = at(middle, reference, 70);
        return (
          <g key={index}>
            <line
              x1={outer.x}
              y1={outer.y}
              x2={inner.x}
              y2={inner.y}
              stroke={angular ? accent : soft}
              strokeWidth={angular ? 2 : 0.8}
            />
            <text
              x={label.x}
              y={label.y}
              fill={soft}
              fontSize={9}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {index + 1}
            </text>
          </g>
        );
      })}
      {chart.angles &&
        (
          [
            ['ASC', chart.angles.asc],
            ['DSC', chart.angles.asc + 180],
            ['MC', chart.angles.mc],
            ['IC', chart.angles.mc + 180],
          ] as const
        ).map(([label, longitude]) => {
          const p = at(longitude, reference, 44);
          return (
            <text
              key={label}
              x={p.x}
              y={p.y}
              fill={accent}
              fontSize={10}
              fontWeight={700}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {label}
            </text>
          );
        })}
      {shown.map(({ point, longitude, drawAt }) => {
        const tick = at(longitude, reference, 124);
        const tickInner = at(longitude, reference, 117);
        const p = at(drawAt, reference, 104);
        return (
          <g key={point}>
            <line
              x1={tick.x}
              y1={tick.y}
              x2={tickInner.x}
              y2={tickInner.y}
              stroke={ink}
              strokeWidth={1.5}
            />
            <text
              x={p.x}
              y={p.y}
              fill={ink}
              fontSize={15}
              fontFamily={GLYPH_FONT}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {pointInfo(point).glyph}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
