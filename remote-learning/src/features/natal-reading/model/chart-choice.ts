/** Where the chart a user reads the lessons with is remembered, per user, on this device. */
export function chartChoiceKey(userId: string): string {
  return `astro.learning.chart-to-read.${userId}`;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered chart id, or null; a storage that throws (private mode, quota) counts as empty. */
export function rememberedChartId(
  storage: KeyValueStore | undefined,
  userId: string,
): string | null {
  try {
    return storage?.getItem(chartChoiceKey(userId)) ?? null;
  } catch {
    return null;
  }
}

export function rememberChartId(storage: KeyValueStore | undefined, userId: string, id: string) {
  try {
    storage?.setItem(chartChoiceKey(userId), id);
  } catch {
    // Not remembering the choice only means choosing again after a reload.
  }
}

/**
 * The chart to read: the remembered one while it still exists, else the newest (charts come
 * newest first), or null when there are none.
 */
export function chooseChart<T extends { id: string }>(
  charts: readonly T[],
  rememberedId: string | null,
): T | null {
  return charts.find((chart) => chart.id === rememberedId) ?? charts[0] ?? null;
}
