export { SeriesChart, type ChartSeries } from './series-chart';
