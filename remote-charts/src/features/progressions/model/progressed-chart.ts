import {
  type Chart,
  type ChartInput,
  formatOrb,
  formatSignPosition,
  type ProgressionMethod,
  progressedInstant,
  secondaryProgression,
  solarArcDirection,
} from '@astro/astrology';

export const PROGRESSION_METHODS: readonly ProgressionMethod[] = ['secondary', 'solar-arc'];
export const METHOD_LABELS: Record<ProgressionMethod, string> = {
  secondary: 'Secondary progressions',
  'solar-arc': 'Solar arc directions',
};
export const isProgressionMethod = (value: string): value is ProgressionMethod =>
  (PROGRESSION_METHODS as readonly string[]).includes(value);

export interface ProgressedChart {
  method: ProgressionMethod;
  chart: Chart;
  /** For secondary progressions: the instant whose sky stands for the date (a day of life per year). */
  instant: Date | null;
  /** For solar arc directions: how far every point moved, degrees. */
  arc: number | null;
}

/** The progressed (or directed) chart of a natal chart for a date, by the package's predictive modules. */
export function progressedChart(
  compute: (input: ChartInput) => Chart,
  natal: ChartInput,
  on: Date,
  method: ProgressionMethod,
): ProgressedChart {
  if (method === 'secondary') {
    return {
      method,
      chart: secondaryProgression(compute, natal, on),
      instant: progressedInstant(natal.utc, on),
      arc: null,
    };
  }
  const directed = solarArcDirection(compute, natal, on);
  return { method, chart: directed.chart, instant: null, arc: directed.arc };
}

/** One sentence on the progressed Sun, Moon and Ascendant, for the page and for Send-to-AI. */
export function describeProgressed(progressed: ProgressedChart, timeKnown: boolean): string {
  const { chart } = progressed;
  const what = progressed.method === 'secondary' ? 'progressed' : 'directed';
  const parts = [
    `the ${what} Sun is at ${formatSignPosition(chart.bodies.sun.lon)}`,
    `the ${what} Moon at ${formatSignPosition(chart.bodies.moon.lon)}`,
  ];
  if (timeKnown) parts.push(`the ${what} Ascendant at ${formatSignPosition(chart.angles.asc)}`);
  const lead = progressed.arc === null ? '' : `The solar arc is ${formatOrb(progressed.arc)}: `;
  const sentence = `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`;
  return lead ? `${lead}${sentence}` : `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}
