import type { Chart, ChartEngine, TransitEvent } from '@astro/astrology';

/** What the timeline asks for: everything in the range, so the filters never wait for the engine. */
export interface TimelineRequest {
  natal: Chart;
  timeKnown: boolean;
  /** ISO instants: the request crosses to a worker as plain data. */
  from: string;
  to: string;
  /** How many parts the range is computed in; one progress step each. */
  slices: number;
}

export const TIMELINE_MONTHS = 12;

/**
 * The timeline's range: from the start of today (local time), so what happened earlier today
 * is still listed before the "now" marker, to the same time twelve months on.
 */
export function timelineRange(now: Date, months = TIMELINE_MONTHS): { from: Date; to: Date } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const to = new Date(from.getFullYear(), from.getMonth() + months, from.getDate());
  return { from, to };
}

/** The `index`-th of `request.slices` equal parts of the range. */
export function sliceRange(
  request: Pick<TimelineRequest, 'from' | 'to' | 'slices'>,
  index: number,
): { from: Date; to: Date } {
  const start = Date.parse(request.from);
  const span = Date.parse(request.to) - start;
  return {
    from: new Date(start + (span * index) / request.slices),
    to: new Date(start + (span * (index + 1)) / request.slices),
  };
}

/**
 * One part of the timeline, with the minor aspects and the Moon included: the page filters them
 * out by default, and switching them on then costs nothing.
 */
export function computeSlice(
  engine: Pick<ChartEngine, 'findTransits'>,
  request: TimelineRequest,
  index: number,
): TransitEvent[] {
  const { from, to } = sliceRange(request, index);
  return engine.findTransits({
    natal: request.natal,
    timeKnown: request.timeKnown,
    from,
    to,
    minor: true,
    moon: true,
  });
}

/** Identifies an event: the same aspect can be exact more than once (a retrograde pass), at another time. */
export function eventKey(event: TransitEvent): string {
  if (event.type === 'aspect')
    return `aspect|${event.transiting}|${event.aspect}|${event.natal}|${event.exact}`;
  if (event.type === 'ingress') return `ingress|${event.body}|${event.sign}|${event.exact}`;
  return `station|${event.body}|${event.direction}|${event.exact}`;
}

/**
 * The events found so far and those of one more part, in time order. An event within half a
 * second of the edge two parts share is found by both; it is kept once.
 */
export function mergeEvents(
  found: readonly TransitEvent[],
  more: readonly TransitEvent[],
): TransitEvent[] {
  const seen = new Set(found.map(eventKey));
  const merged = [...found];
  for (const event of more) {
    const key = eventKey(event);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(event);
  }
  return merged.sort((a, b) => a.jdUT - b.jdUT);
}
