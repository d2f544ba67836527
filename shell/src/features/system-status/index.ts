export { SystemStatusIcon } from './components/system-status-icon';
