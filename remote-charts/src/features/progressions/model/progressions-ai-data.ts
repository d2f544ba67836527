import { type Chart, chartContext } from '@astro/astrology';
import { gridAspectList, type InterAspectGrid } from '../../../lib/inter-aspects/inter-aspect-grid';
import { METHOD_LABELS, type ProgressedChart } from './progressed-chart';

export interface ProgressionsAiInput {
  name: string;
  natal: Chart;
  timeKnown: boolean;
  progressed: ProgressedChart;
  /** The date the chart is progressed to, as the page shows it. */
  onLabel: string;
  /** Progressed points to natal ones, as the page's grid shows them. */
  grid: InterAspectGrid;
}

/** What an assistant reads beside a passage of the progressions page: both charts and the aspects between them. */
export function progressionsAiData({
  name,
  natal,
  timeKnown,
  progressed,
  onLabel,
  grid,
}: ProgressionsAiInput): string {
  const label = `${METHOD_LABELS[progressed.method]} of ${name} for ${onLabel}`;
  return JSON.stringify({
    view: 'progressions',
    method: progressed.method,
    on: onLabel,
    ...(progressed.instant ? { progressedInstantUT: progressed.instant.toISOString() } : {}),
    ...(progressed.arc !== null ? { solarArcDegrees: Math.round(progressed.arc * 1e4) / 1e4 } : {}),
    context: chartContext({
      charts: [
        { name, chart: natal, timeKnown },
        { name: label, chart: progressed.chart, timeKnown },
      ],
    }),
    aspectsToNatal: gridAspectList(grid),
  });
}
