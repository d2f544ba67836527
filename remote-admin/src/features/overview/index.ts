export { OverviewTab } from './components/overview-tab';
