/**
 * The service worker as the page sees it: registered (with workbox-window, after the page has loaded) only on the
 * production docs host, so local runs and previews never install one. A small store the UI subscribes to says
 * whether a worker controls the page and whether a new build is waiting.
 */
import type { Workbox } from 'workbox-window';
import { isProductionHost } from '../config/site';

/** What the UI shows about the worker. */
export interface ServiceWorkerState {
  /** A worker controls this page: "Available offline" can download. */
  controlled: boolean;
  /** A new build's worker is installed and waits for the reader to accept a reload. */
  updateWaiting: boolean;
}

/** Where the worker is served and what it controls. */
export const SERVICE_WORKER_URL = '/x/sw.js';
export const SERVICE_WORKER_SCOPE = '/x/';

let state: ServiceWorkerState = { controlled: false, updateWaiting: false };
let workbox: Workbox | undefined;
/** Set when the reader accepts the new version: its taking control then reloads the page. */
let reloadOnControllerChange = false;
const listeners = new Set<() => void>();

function update(next: Partial<ServiceWorkerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getState(): ServiceWorkerState {
  return state;
}

/** Whether this page should register the worker: production host only, in a browser that supports workers. */
export function shouldRegister(hostname: string, supported: boolean, productionHost?: string): boolean {
  return supported && isProductionHost(hostname, productionHost);
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  workbox.addEventListener('waiting', () => update({ updateWaiting: true }));
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // After the reader accepted, the new worker takes control: reload so HTML and scripts come from the same build.
    if (reloadOnControllerChange) window.location.reload();
    else update({ controlled: true });
  });
  await workbox.register();
  update({ controlled: navigator.serviceWorker.controller !== null });
}

let started = false;

/** Registers the worker once, after the page's load event, when on the production host. */
export function startServiceWorker(): void {
  if (started || !shouldRegister(window.location.hostname, 'serviceWorker' in navigator)) return;
  started = true;
  const run = () =>
    void register().catch((error: unknown) => console.error('Service worker registration failed', error));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** The reader accepted the new version: the waiting worker activates, then the page reloads (see `controlling`). */
export function acceptUpdate(): void {
  update({ updateWaiting: false });
  reloadOnControllerChange = true;
  workbox?.messageSkipWaiting();
}

/** The reader dismissed the offer; the new version activates once every tab of the site is closed. */
export function dismissUpdate(): void {
  update({ updateWaiting: false });
}
