import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The production docs host the browser tests simulate: the site under test is built with it, and a test that needs
 * production-only behaviour maps it to 127.0.0.1 with `--host-resolver-rules`. Everywhere else (127.0.0.1) the site
 * behaves as a local run or preview does.
 */
export const E2E_PRODUCTION_HOST = 'docs.x-docs.test';

/**
 * Google Analytics measurement id of the site under test, used on the simulated production host only (elsewhere hits
 * go to the local sink). Google's script loads only after the reader allows analytics; e2e/analytics.spec.ts serves a
 * stub in its place, so nothing leaves the machine.
 */
export const E2E_GA_MEASUREMENT_ID = 'G-XDOCSE2E00';

/** Build-time settings of the site under test (see src/config/site.ts); `npm start` rebuilds when they change. */
export const e2eBuildSettings: Record<string, string> = {
  XDOCS_PUBLIC_PRODUCTION_HOST: E2E_PRODUCTION_HOST,
  // analytics: configured, so the consent card is shown on the production host (and only there).
  XDOCS_PUBLIC_GA_MEASUREMENT_ID: E2E_GA_MEASUREMENT_ID,
  // ads: used on the simulated production host only; e2e/ads.spec.ts routes them to the stand-ins in e2e/stand-ins/.
  XDOCS_PUBLIC_AD_NETWORK_URL: 'https://ads.x-docs.test/network.js',
  XDOCS_PUBLIC_AD_FEED_URL: 'https://ads.x-docs.test/feed.json',
};

/** Debian's Chromium with the flags this sandboxed, offline machine needs; no browser is downloaded. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Builds the demo sweep's page when stale (e2e/demo-sweep.spec.ts).
  globalSetup: './e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    launchOptions: chromiumLaunch,
    trace: 'off',
    // ads and analytics: the reader has already answered the consent card, so it covers nothing in other tests;
    // e2e/analytics.spec.ts starts from a fresh state to test the card itself.
    storageState: {
      cookies: [],
      origins: [
        { origin: `http://127.0.0.1:${PORT}`, localStorage: [{ name: 'xdocs-analytics-consent', value: 'denied' }] },
      ],
    },
  },
  // The demo sweep reads its page from disk (scripts/demo-sweep/sweep-page.ts), so sweeping a few demos while authoring
  // (`DEMO_SWEEP_ONLY=…`) neither builds nor serves the site.
  webServer: process.env.DEMO_SWEEP_ONLY
    ? undefined
    : {
        // Builds the site if out/ is missing or stale, then serves it.
        command: 'npx tsx scripts/start.ts',
        url: `http://127.0.0.1:${PORT}/x/`,
        env: { PORT: String(PORT), ...e2eBuildSettings },
        timeout: 15 * 60_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
      },
});
