export {
  ChartAttachments,
  CHARTS_LOAD_FAILED,
  NO_SAVED_CHARTS,
  type ChartAttachmentsProps,
} from './components/chart-attachments';
export { chartLimitOf, chartRequest, withChart, type ChartLimit } from './model/attached-charts';
export { useAttachableChartsQuery, type AttachableChart } from './api/attachable-charts-api';
