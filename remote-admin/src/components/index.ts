// App-wide presentational pieces of the admin remote, imported by features through this barrel.
export { ToneBadge, type BadgeTone } from './badges/tone-badge';
export { SeriesChart, type ChartSeries } from './charts';
export {
  crudEndpoints,
  CrudManager,
  type CrudConfig,
  type CrudField,
  type CrudTable,
} from './crud';
