import { useCallback, useRef, useState } from 'react';

/** The saved charts a conversation reads, and which of them the server already has. */
export function useConversationCharts() {
  const [chartIds, setChartIds] = useState<string[]>([]);
  /** The charts the server has for this conversation, as far as this tab knows. */
  const storedChartsRef = useRef<readonly string[]>([]);

  /** The charts to send with a turn: only when there are some, or they changed since the last. */
  const chartsForTurn = useCallback((): { chartIds?: readonly string[] } => {
    const stored = storedChartsRef.current;
    const same = stored.length === chartIds.length && stored.every((id, i) => chartIds[i] === id);
    return chartIds.length > 0 || !same ? { chartIds } : {};
  }, [chartIds]);

  /** A stored conversation was opened: its charts are shown and are what the server has. */
  const showStoredCharts = useCallback((ids: string[]) => {
    storedChartsRef.current = ids;
    setChartIds(ids);
  }, []);

  /** A turn carrying these charts was stored. */
  const markChartsStored = useCallback((ids: readonly string[]) => {
    storedChartsRef.current = ids;
  }, []);

  const hasStoredCharts = useCallback(() => storedChartsRef.current.length > 0, []);

  const clearCharts = useCallback(() => {
    setChartIds([]);
    storedChartsRef.current = [];
  }, []);

  return {
    chartIds,
    setChartIds,
    chartsForTurn,
    showStoredCharts,
    markChartsStored,
    hasStoredCharts,
    clearCharts,
  };
}
