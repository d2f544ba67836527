// App-wide presentational pieces of the admin remote, imported by features through this barrel.
export { ToneBadge, type BadgeTone } from './badges/tone-badge';
export { BarChart, ChartLegend, LineChart, type BarSeries, type LineSeries } from './charts';
export { ToastProvider, useToast, type ToastInput } from './toasts/toast-provider';
