import type { TransitEvent } from '@astro/astrology';

export interface MonthGroup {
  /** "2026-03": the month in the user's time zone. */
  key: string;
  /** "March 2026" in the user's language. */
  label: string;
  events: TransitEvent[];
}

export interface CalendarOptions {
  locale?: string;
  timeZone?: string;
}

function monthKeyFormat(timeZone: string | undefined) {
  // en-CA writes dates as YYYY-MM-DD, whatever the user's language.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone });
}

/** The events by calendar month in the user's time zone (an event at 23:30 UT can be next month there). */
export function groupByMonth(
  events: readonly TransitEvent[],
  options: CalendarOptions = {},
): MonthGroup[] {
  const keyOf = monthKeyFormat(options.timeZone);
  const labelOf = new Intl.DateTimeFormat(options.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone,
  });
  const groups: MonthGroup[] = [];
  for (const event of events) {
    const date = new Date(event.exact);
    const key = keyOf.format(date).slice(0, 7);
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = { key, label: labelOf.format(date), events: [] };
      groups.push(group);
    }
    group.events.push(event);
  }
  return groups;
}

/** Where "now" goes in the grouped timeline: before the event at `index` of the month `groupKey`. */
export interface NowMarker {
  groupKey: string;
  index: number;
}

/**
 * The place of the "now" marker: before the first event still to come, or after the last one
 * when all have passed. Null for an empty timeline, which has nowhere to put it.
 */
export function nowMarker(groups: readonly MonthGroup[], now: Date): NowMarker | null {
  const time = now.getTime();
  for (const group of groups) {
    const index = group.events.findIndex((event) => Date.parse(event.exact) >= time);
    if (index >= 0) return { groupKey: group.key, index };
  }
  const last = groups[groups.length - 1];
  return last ? { groupKey: last.key, index: last.events.length } : null;
}
