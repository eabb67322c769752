/**
 * A simulated production deployment for the service worker tests: out/ served on a free port and reached as
 * http://docs.x-docs.test (the build's production host) through Chromium's host-resolver rules. The deployment's
 * folder links to out/ except sw.js, which a test can rewrite to simulate the next build.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch, E2E_PRODUCTION_HOST } from '../playwright.config';
import { createServer } from '../scripts/server';
import { OUT_DIR } from './built-site';

export interface Deployment {
  /** `http://docs.x-docs.test` */
  origin: string;
  browser: Browser;
  /** Serves the next build: the same files with a worker whose build id is `buildId`. */
  redeploy(oldBuildId: string, buildId: string): void;
  /** Takes the server down, as a lost connection would. */
  stopServer(): Promise<void>;
  close(): Promise<void>;
}

export async function startDeployment(): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), 'x-docs-deployment-'));
  for (const entry of readdirSync(OUT_DIR)) {
    if (entry !== 'sw.js') symlinkSync(join(OUT_DIR, entry), join(dir, entry));
  }
  copyFileSync(join(OUT_DIR, 'sw.js'), join(dir, 'sw.js'));
  let server: Server | undefined = createServer(dir).listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${E2E_PRODUCTION_HOST}`;
  const browser = await chromium.launch({
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      `--host-resolver-rules=MAP ${E2E_PRODUCTION_HOST} 127.0.0.1:${port}`,
      // Service workers need a secure context; the real host has HTTPS, the simulated one plain HTTP.
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  });
  const stopServer = async () => {
    const running = server;
    server = undefined;
    if (running) await new Promise((resolve) => running.close(resolve).closeAllConnections());
  };
  return {
    origin,
    browser,
    redeploy(oldBuildId, buildId) {
      const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
      if (!worker.includes(oldBuildId)) throw new Error(`sw.js does not contain the build id ${oldBuildId}`);
      writeFileSync(join(dir, 'sw.js'), worker.replaceAll(oldBuildId, buildId));
    },
    stopServer,
    async close() {
      await browser.close();
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
