// Saved charts: the charts table through RTK Query, and the device queue that keeps saves made
// offline until they reach the server.
export {
  useDeleteChartMutation,
  useGetChartQuery,
  useListChartsQuery,
  useRenameChartMutation,
  useStoreSnapshotMutation,
} from './api/charts-api';
export type { SavedChart } from './model/chart-record';
export { insertToSavedChart } from './model/chart-record';
export { useAutoSyncPendingSaves, usePendingSave, usePendingSaves } from './hooks/use-pending-saves';
export { PendingSavesNotice } from './components/pending-saves-notice';
export { SaveChartForm } from './components/save-chart-form';
