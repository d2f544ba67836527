export { WorkedExample } from './components/worked-example';
export { ChartWheel } from './components/chart-wheel';
export { EXAMPLE_CHART } from './model/example-chart';
export type { ReadingChart } from './model/reading-chart';
