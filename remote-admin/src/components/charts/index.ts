export { BarChart, ChartLegend, type BarSeries } from './bar-chart';
export { LineChart, type LineSeries } from './line-chart';
