/** Asks the controlling worker to download a section for offline reading, reporting its progress. */
import type { DownloadProgress } from '../sw/download-section';
import { offlineListUrl } from './sections';

export type { DownloadProgress };

/** Starts the download; `onProgress` receives every report until `complete` or `error`. */
export function requestSectionDownload(
  section: string,
  language: string,
  onProgress: (progress: DownloadProgress) => void,
): void {
  const controller = navigator.serviceWorker.controller;
  if (!controller) {
    onProgress({ type: 'error', message: 'No service worker controls this page.' });
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<DownloadProgress>) => {
    onProgress(event.data);
    if (event.data.type !== 'progress') channel.port1.close();
  };
  controller.postMessage({ type: 'DOWNLOAD_SECTION', listUrl: offlineListUrl(section), language }, [channel.port2]);
}
