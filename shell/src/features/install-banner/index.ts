export {
  captureInstallPrompt,
  promptInstall,
  subscribeInstallAvailable,
} from './model/install-prompt';
export { isIosDevice, isRunningStandalone } from './model/install-platform';
export { InstallBanner } from './components/install-banner';
