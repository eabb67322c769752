import { AD_NETWORK_URL, isProductionHost } from '../config/site';
import { AD_PLACEMENT_ELEMENT_ID } from './ad-constants';

/** The ad-network script runs only on the production host and only when its URL is configured. */
export function isAdNetworkEnabled(hostname: string, networkUrl: string = AD_NETWORK_URL): boolean {
  return networkUrl !== '' && isProductionHost(hostname);
}

/** Adds the ad-network script to `container` (once); the script fills the placement element inside it. */
export function injectAdNetworkScript(container: HTMLElement, networkUrl: string = AD_NETWORK_URL) {
  if (container.querySelector('script[data-ad-network]')) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = networkUrl;
  script.dataset.adNetwork = 'true';
  script.dataset.placementId = AD_PLACEMENT_ELEMENT_ID;
  container.appendChild(script);
}

/** True when the ad-network script has put its placement element into `container`. */
export function hasPlacementIn(container: HTMLElement | null): boolean {
  return container?.querySelector(`#${AD_PLACEMENT_ELEMENT_ID}`) != null;
}
