// Offline: the signed-in user's data kept on the device, the frame's offline banner, and changes
// queued while the connection is down.
export { OfflineBanner } from './components/offline-banner';
export { createOfflineQueryCache, restoreOfflineData } from './model/offline-data';
