import type { Chart } from '../engine';

/** A computed chart with the name its owner gave it, as the prompt context and the claim checker read it. */
export interface NamedChart {
  name: string;
  chart: Chart;
  /** False when the birth time is unknown: the chart is cast for noon and has no houses or angles. */
  timeKnown: boolean;
}

/** The sky at one instant (the engine's chart for now), read against the natal charts. */
export interface SkyChart {
  /** How answers and checks call it, e.g. "Today's sky". */
  name: string;
  chart: Chart;
}
