/**
 * The hosts `npm run check:hosts` serves the built site on, each with its own runtime: how to lay out the deployment
 * folder it expects and the command that serves it. Nothing here reaches the network.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nginxConfigPath } from './write-nginx-config';

/** Names of the hosts, in the order the checks run them. */
export const HOST_NAMES = ['cloudflare', 'nginx'] as const;
export type HostName = (typeof HOST_NAMES)[number];

/** Port each host listens on during the checks (127.0.0.1 only). */
export const HOST_PORTS: Record<HostName, number> = { cloudflare: 8788, nginx: 8789 };

/**
 * Compatibility date for `wrangler pages dev`: at most the date of the workerd that the pinned wrangler bundles
 * (wrangler 4.86.0 bundles workerd 1.20260426.1, so 2026-04-26), else it warns and falls back.
 */
export const CLOUDFLARE_COMPATIBILITY_DATE = '2026-04-26';

/** Wrangler's settings that keep it off the network: no usage metrics, no banner (whose update check asks npm). */
export const WRANGLER_OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_TELEMETRY_DISABLED: '1',
};

/** A command that serves the deployment folder in the foreground until it is stopped. */
export interface HostCommand {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
}

/**
 * Lays out a deployment as the hosts expect it: the folder they serve holds out/ as `x/` (a link, so nothing is
 * copied), and Cloudflare Pages and Netlify read `_headers` from that folder's top only, where out/_headers goes.
 */
export function stageSite(outDir: string, workDir: string): string {
  // nginx started as root reads files as `nobody`; a temporary folder is the owner's only.
  chmodSync(workDir, 0o755);
  const site = join(workDir, 'site');
  mkdirSync(site, { recursive: true });
  symlinkSync(resolve(outDir), join(site, 'x'));
  copyFileSync(join(outDir, '_headers'), join(site, '_headers'));
  return site;
}

/** The command serving `site` on Cloudflare's runtime (workerd, from the wrangler package). */
export function cloudflareCommand(site: string, workDir: string, port: number): HostCommand {
  return {
    command: resolve('node_modules/.bin/wrangler'),
    args: [
      'pages',
      'dev',
      site,
      '--ip=127.0.0.1',
      `--port=${port}`,
      `--compatibility-date=${CLOUDFLARE_COMPATIBILITY_DATE}`,
      `--persist-to=${join(workDir, 'state')}`,
      '--show-interactive-dev-session=false',
      '--log-level=warn',
    ],
    env: { ...WRANGLER_OFFLINE_ENV, XDG_CONFIG_HOME: join(workDir, 'config') },
    cwd: workDir,
  };
}

/** The command serving `site` with Debian's nginx and the include the build wrote (deploy/nginx.conf). */
export function nginxCommand(site: string, workDir: string, port: number, outDir: string): HostCommand {
  const include = nginxConfigPath(outDir);
  if (!existsSync(include)) throw new Error(`${include} not found. Fix: build the site (npm run build) first.`);
  if (!existsSync('/usr/sbin/nginx')) {
    throw new Error('/usr/sbin/nginx not found. Fix: apt-get install -y nginx (.ci/run installs it on CI).');
  }
  const temp = join(workDir, 'temp');
  mkdirSync(temp, { recursive: true });
  const config = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(workDir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    '  log_not_found off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp}/${kind};`),
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${site};`,
    `    include ${include};`,
    '  }',
    '}',
  ];
  const configFile = join(workDir, 'nginx.conf');
  writeFileSync(configFile, `${config.join('\n')}\n`);
  return { command: '/usr/sbin/nginx', args: ['-p', workDir, '-c', configFile], env: {}, cwd: workDir };
}
