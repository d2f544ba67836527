// Saved charts: the charts table through RTK Query, the device queue that keeps saves made
// offline until they reach the server, and the gate that loads one chart for a page about it.
export {
  useDeleteChartMutation,
  useGetChartQuery,
  useListChartsQuery,
  useRenameChartMutation,
  useRestoreChartMutation,
  useStoreSnapshotMutation,
  useUpdateChartMutation,
} from './api/charts-api';
export type { SavedChart } from './model/chart-record';
export { birthToInsert, insertToSavedChart, rowToSavedChart } from './model/chart-record';
export { natalChartOf, type NatalChart } from './model/natal-chart';
export { useAutoSyncPendingSaves, usePendingSave, usePendingSaves } from './hooks/use-pending-saves';
export { useNatalChart, type NatalChartState } from './hooks/use-natal-chart';
export { PendingSavesNotice } from './components/pending-saves-notice';
export { SaveChartForm } from './components/save-chart-form';
export { UpdateChartForm } from './components/update-chart-form';
export { SavedChartGate, type SavedChartGateProps } from './components/saved-chart-gate';
export { useSavedChartEngine } from './hooks/use-saved-chart-engine';
