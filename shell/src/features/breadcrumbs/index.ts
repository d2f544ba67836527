export { AppBreadcrumbs } from './components/app-breadcrumbs';
