import type { SavedChart } from '../../saved-charts';

export const CHART_SORTS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A–Z)',
  birth: 'Birth date (earliest first)',
} as const;
export type ChartSort = keyof typeof CHART_SORTS;

export function isChartSort(value: string): value is ChartSort {
  return Object.hasOwn(CHART_SORTS, value);
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The charts whose name or place contains every word of the query (case and accents ignored),
 * in the chosen order. Ties keep a stable order by creation time, newest first.
 */
export function filterAndSortCharts(charts: readonly SavedChart[], query: string, sort: ChartSort): SavedChart[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matching = charts.filter((chart) => {
    const haystack = fold(`${chart.birth.name} ${chart.birth.place.name}`);
    return words.every((word) => haystack.includes(word));
  });
  const byNewest = (a: SavedChart, b: SavedChart) => b.createdAt.localeCompare(a.createdAt);
  const compare: Record<ChartSort, (a: SavedChart, b: SavedChart) => number> = {
    newest: byNewest,
    oldest: (a, b) => -byNewest(a, b),
    name: (a, b) => collator.compare(a.birth.name, b.birth.name) || byNewest(a, b),
    birth: (a, b) => a.birth.utc.localeCompare(b.birth.utc) || byNewest(a, b),
  };
  return [...matching].sort(compare[sort]);
}
