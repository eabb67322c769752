/** Site-wide settings. Build-time settings come from environment variables, each off by default. */

/** Version of `@mui/x-data-grid*` documented here. */
export const DATA_GRID_VERSION = '8.12.1';
/** Version of the pickers, charts and tree view packages documented here. */
export const OTHER_PACKAGES_VERSION = '8.12.0';
/** The docs version shown in the header (the data grid's, as on the official site). */
export const CURRENT_DOCS_VERSION = DATA_GRID_VERSION;

/** Where "Edit this page" and the source link point. */
export const REPO_URL: string = import.meta.env.XDOCS_PUBLIC_REPO_URL || 'https://github.com/x-docs/x-docs';

/** Branch used in "Edit this page" links. */
export const REPO_BRANCH = 'main';

/** Premium licence key set in the client; empty means the libraries show their own watermark. */
export const LICENSE_KEY: string = import.meta.env.XDOCS_PUBLIC_LICENSE_KEY || '';

/**
 * Host name of the production docs site (e.g. `docs.example.com`). Production-only code paths — the service worker,
 * the ad-network script, Google Analytics — run only when the page is served from this host. Empty (off) by default,
 * so local runs and previews never take them.
 */
export const PRODUCTION_HOST: string = import.meta.env.XDOCS_PUBLIC_PRODUCTION_HOST || '';

/** Whether a page served from `hostname` is on the production docs host. */
export function isProductionHost(hostname: string, productionHost: string = PRODUCTION_HOST): boolean {
  return productionHost !== '' && hostname.toLowerCase() === productionHost.toLowerCase();
}

/** Google Analytics 4 measurement id, used on the production host only. Off by default. */
export const GA_MEASUREMENT_ID: string = import.meta.env.XDOCS_PUBLIC_GA_MEASUREMENT_ID || '';

/** URL of the ad-network script, injected on the production host only. Off by default. */
export const AD_NETWORK_URL: string = import.meta.env.XDOCS_PUBLIC_AD_NETWORK_URL || '';

/** URL of the external ad service's JSON feed. Off by default. */
export const AD_FEED_URL: string = import.meta.env.XDOCS_PUBLIC_AD_FEED_URL || '';

/** Stylesheet URL of the icon font service; empty (default) means icons are self-hosted. */
export const FONTS_STYLESHEET_URL: string = import.meta.env.XDOCS_PUBLIC_FONTS_URL || '';
