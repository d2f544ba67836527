/** A conversation reads at most two charts: two for a synastry brain, one everywhere else. */
export type ChartLimit = 1 | 2;

/** How many charts may be attached, from a brain's `chart_slots` (0, 1 or 2; Grok has none). */
export const chartLimitOf = (chartSlots: number): ChartLimit => (chartSlots >= 2 ? 2 : 1);

/**
 * The charts after picking `id`: added while there is room; with room for one only, the pick
 * replaces the chart attached before.
 */
export function withChart(current: readonly string[], id: string, limit: ChartLimit): string[] {
  if (current.includes(id)) return [...current];
  if (current.length < limit) return [...current, id];
  return limit === 1 ? [id] : [...current];
}

/**
 * What a brain that reads charts says while it lacks them ("Natal Chart Guide reads your saved
 * chart — attach one."), or null when it has what it needs.
 */
export function chartRequest(
  assistant: string,
  chartSlots: number,
  attached: number,
): string | null {
  if (chartSlots <= 0 || attached >= chartSlots) return null;
  if (chartSlots === 1) return `${assistant} reads your saved chart — attach one.`;
  return attached === 0
    ? `${assistant} compares two saved charts — attach both.`
    : `${assistant} compares two saved charts — attach a second one.`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** "1990-05-15" → "15 May 1990": the date as written, whatever the reader's time zone. */
export function formatBirthDate(date: string): string {
  const parts = DATE.exec(date);
  if (!parts) return date;
  const day = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
