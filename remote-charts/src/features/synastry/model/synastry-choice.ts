import type { SavedChart } from '../../saved-charts';

/** The URL parameters that hold the two charts, so a comparison can be bookmarked and shared. */
export const FIRST_PARAM = 'a';
export const SECOND_PARAM = 'b';

/** "Ada (1990-05-15)": two saved charts may share a name, rarely a birth date too. */
export const chartOptionLabel = (chart: SavedChart) => `${chart.birth.name} (${chart.birth.date})`;

/** The charts the URL names, when they are among the user's (a deleted or foreign id is ignored). */
export function chosenCharts(
  charts: readonly SavedChart[],
  first: string | null,
  second: string | null,
) {
  const find = (id: string | null) =>
    id ? (charts.find((chart) => chart.id === id) ?? null) : null;
  return { first: find(first), second: find(second) };
}

/** "Ada's": how the grid and the texts name a chart's points. */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
