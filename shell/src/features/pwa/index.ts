export { registerServiceWorker } from './model/service-worker-updates';
export { UpdatePrompt } from './components/update-prompt';
