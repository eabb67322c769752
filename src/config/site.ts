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
