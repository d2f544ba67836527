// Chart display shared by the pages: the wheel, tables, report, progress and print styles.
export { ChartReport, type ChartReportProps } from './chart-report/chart-report';
export { ChartWheel, type ChartWheelProps } from './chart-wheel/chart-wheel';
export { EngineProgress } from './engine-progress';
export { PrintStyles } from './print-styles';
