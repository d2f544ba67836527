export { GrokPanel } from './components/grok-panel';
