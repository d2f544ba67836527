import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartDataTable } from './chart-data-table';
import { labelIndexes, niceScale } from './chart-scale';

export interface BarSeries {
  name: string;
  values: number[];
  color: string;
}

const WIDTH = 560;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

/** Grouped vertical bars, one group per label, drawn as SVG (no chart library). */
export function BarChart({
  title,
  labels,
  series,
}: {
  title: string;
  labels: string[];
  series: BarSeries[];
}) {
  const theme = useTheme();
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const { max, ticks } = niceScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const groupW = innerW / Math.max(1, labels.length);
  const barW = Math.max(2, (groupW * 0.7) / Math.max(1, series.length));
  const shownLabels = labelIndexes(labels.length);
  const muted = theme.palette.text.secondary;
  return (
    <Box sx={{ position: 'relative' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={title}
        style={{ display: 'block', maxHeight: 260 }}
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
        {labels.map((label, i) => {
          const groupX = PAD.left + i * groupW + (groupW - barW * series.length) / 2;
          return (
            <g key={label}>
              {series.map((s, j) => {
                const value = Math.max(0, s.values[i] ?? 0);
                const h = (value / max) * innerH;
                return (
                  <rect
                    key={s.name}
                    x={groupX + j * barW}
                    y={PAD.top + innerH - h}
                    width={barW - 1}
                    height={h}
                    fill={s.color}
                    rx={2}
                  >
                    <title>{`${label}: ${value} ${s.name.toLowerCase()}`}</title>
                  </rect>
                );
              })}
              {shownLabels.has(i) && (
                <text
                  x={PAD.left + i * groupW + groupW / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize="11"
                  fill={muted}
                >
                  {label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ChartLegend series={series} />
      <ChartDataTable caption={title} labels={labels} series={series} />
    </Box>
  );
}

export function ChartLegend({ series }: { series: { name: string; color: string }[] }) {
  return (
    <Box
      component="ul"
      aria-hidden="true"
      sx={{ display: 'flex', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1, fontSize: 14 }}
    >
      {series.map((s) => (
        <Box component="li" key={s.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            component="span"
            sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: s.color }}
          />
          {s.name}
        </Box>
      ))}
    </Box>
  );
}
