// Chart display shared by the pages: the wheels, tables, report, progress, export and print styles.
export { ChartReport, type ChartReportProps } from './chart-report/chart-report';
export { ChartWheel, type ChartWheelProps } from './chart-wheel/chart-wheel';
export { BiWheel, type BiWheelProps } from './bi-wheel/bi-wheel';
export { AspectLegend } from './chart-report/aspect-legend';
export { AspectGlyph } from './aspect-glyph/aspect-glyph';
export { PositionsTable } from './chart-tables/positions-table';
export { InterAspectTable, type InterAspectTableProps } from './chart-tables/inter-aspect-table';
export { ChartExportActions, type ChartExportActionsProps } from './chart-export/chart-export-actions';
export { ChartViewsNav, chartViewPath, CHART_VIEWS, type ChartView } from './chart-views-nav';
export { ChartViewPage, type ChartViewPageProps } from './chart-view-page';
export { DateField, type DateFieldProps } from './date-field';
export { EngineProgress } from './engine-progress';
export { PrintStyles } from './print-styles';
