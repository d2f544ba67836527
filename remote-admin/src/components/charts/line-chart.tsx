import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartLegend } from './bar-chart';
import { ChartDataTable } from './chart-data-table';
import { labelIndexes, linePoints, niceScale } from './chart-scale';

export interface LineSeries {
  name: string;
  values: number[];
  color: string;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

/** Lines over a shared axis of days, drawn as SVG (no chart library). */
export function LineChart({
  title,
  labels,
  series,
}: {
  title: string;
  labels: string[];
  series: LineSeries[];
}) {
  const theme = useTheme();
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const { max, ticks } = niceScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const shownLabels = labelIndexes(labels.length);
  const muted = theme.palette.text.secondary;
  const xOf = (i: number) =>
    PAD.left + (labels.length > 1 ? (i * innerW) / (labels.length - 1) : innerW / 2);
  return (
    <Box sx={{ position: 'relative' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={title}
        style={{ display: 'block', maxHeight: 280 }}
      >
        {ticks.map((tick) => {
          const y = PAD.top + innerH - (tick / max) * innerH;
          return (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y}
                y2={y}
                stroke={theme.palette.divider}
              />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill={muted}>
                {tick}
              </text>
            </g>
          );
        })}
        {series.map((s) => {
          const points = linePoints(s.values, innerW, innerH, max).map(
            ([x, y]) => [x + PAD.left, y + PAD.top] as const,
          );
          return (
            <g key={s.name}>
              <polyline
                points={points.map(([x, y]) => `${x},${y}`).join(' ')}
                fill="none"
                stroke={s.color}
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
              {points.map(([x, y], i) => (
                <circle key={labels[i]} cx={x} cy={y} r={3} fill={s.color}>
                  <title>{`${labels[i]}: ${s.values[i]} ${s.name.toLowerCase()}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
        {labels.map((label, i) =>
          shownLabels.has(i) ? (
            <text
              key={label}
              x={xOf(i)}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="11"
              fill={muted}
            >
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <ChartLegend series={series} />
      <ChartDataTable caption={title} labels={labels} series={series} />
    </Box>
  );
}
