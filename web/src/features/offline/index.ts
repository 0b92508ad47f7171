// The installed, offline-capable site: the service worker's page side, the offline notice, the
// new-version prompt (docs/decisions/0023-caching-rules-and-the-service-worker.md).
export { OfflineNotice } from './OfflineNotice';
export { UpdatePrompt } from './UpdatePrompt';
export { startOfflineSupport } from './start';
export { useBrowserOnline, useOnline } from './useOnline';
