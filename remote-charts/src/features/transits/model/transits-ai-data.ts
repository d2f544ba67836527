import { type Chart, chartContext, type TransitEvent } from '@astro/astrology';
import { describeEvent } from './describe-event';

/** Send-to-AI sends at most 8000 characters of a page's data; the events fill what the charts leave. */
const MAX_CHARS = 7800;

export interface TransitsAiInput {
  name: string;
  natal: Chart;
  timeKnown: boolean;
  /** The sky on the date the outer ring shows. */
  sky: Chart;
  skyName: string;
  /** The events the timeline shows, in time order. */
  events: readonly TransitEvent[];
}

/**
 * What an assistant reads beside a passage of the transits page: the natal chart, the sky on the
 * chosen date and its aspects to the chart (the package's chart context), and as many of the
 * events shown as fit, each with its exact time in UT.
 */
export function transitsAiData({
  name,
  natal,
  timeKnown,
  sky,
  skyName,
  events,
}: TransitsAiInput): string {
  const base = {
    view: 'transits',
    context: chartContext({
      charts: [{ name, chart: natal, timeKnown }],
      sky: { name: skyName, chart: sky },
    }),
    eventsShown: events.length,
    events: [] as { exactUT: string; event: string }[],
  };
  let size = JSON.stringify(base).length;
  for (const event of events) {
    const entry = { exactUT: event.exact, event: describeEvent(event) };
    size += JSON.stringify(entry).length + 1;
    if (size > MAX_CHARS) break;
    base.events.push(entry);
  }
  return JSON.stringify(base);
}
