import { useSyncExternalStore } from 'react';
import { getState, subscribe, type ServiceWorkerState } from './service-worker';

const serverState: ServiceWorkerState = { controlled: false, updateWaiting: false };

/** The service worker's state; never controlled while prerendering. */
export function useServiceWorker(): ServiceWorkerState {
  return useSyncExternalStore(subscribe, getState, () => serverState);
}
