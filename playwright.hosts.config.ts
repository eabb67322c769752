/**
 * `npm run check:hosts`: the checks in e2e/hosts/ against the built out/ served by each host's own runtime
 * (scripts/hosts/hosts.ts), one project per host. `XDOCS_HOSTS=cloudflare` limits the run to the named hosts.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './playwright.config';
import { HOST_NAMES, HOST_PORTS, type HostName } from './scripts/hosts/hosts';

const requested = (process.env.XDOCS_HOSTS ?? HOST_NAMES.join(',')).split(',').filter(Boolean);
const unknown = requested.filter((name) => !(HOST_NAMES as readonly string[]).includes(name));
if (unknown.length > 0) {
  throw new Error(`XDOCS_HOSTS names unknown hosts (${unknown.join(', ')}). Fix: use ${HOST_NAMES.join(', ')}.`);
}
const hosts = requested as HostName[];
const origin = (host: HostName) => `http://127.0.0.1:${HOST_PORTS[host]}`;

export default defineConfig({
  testDir: 'e2e/hosts',
  testMatch: '*.check.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
  projects: hosts.map((host) => ({
    name: host,
    use: {
      baseURL: origin(host),
      // The reader has answered the consent card already, so it covers nothing.
      storageState: {
        cookies: [],
        origins: [{ origin: origin(host), localStorage: [{ name: 'xdocs-analytics-consent', value: 'denied' }] }],
      },
    },
  })),
  webServer: hosts.map((host) => ({
    command: `npx tsx scripts/hosts/serve-host.ts ${host} ${HOST_PORTS[host]}`,
    url: `${origin(host)}/x/`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    name: host,
  })),
});
