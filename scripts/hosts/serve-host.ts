/**
 * `tsx scripts/hosts/serve-host.ts <host> [port]`: serves the built out/ at http://127.0.0.1:<port>/x/ on one host's
 * own runtime (scripts/hosts/hosts.ts) until stopped; playwright.hosts.config.ts starts one per host.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloudflareCommand, HOST_NAMES, HOST_PORTS, nginxCommand, stageSite, type HostName } from './hosts';

const name = process.argv[2] as HostName;
if (!HOST_NAMES.includes(name)) {
  console.error(`serve-host: unknown host "${process.argv[2]}". Fix: name one of ${HOST_NAMES.join(', ')}.`);
  process.exit(2);
}
const port = Number(process.argv[3] ?? HOST_PORTS[name]);
const outDir = process.env.XDOCS_OUT_DIR ?? 'out';
const workDir = mkdtempSync(join(tmpdir(), `x-docs-${name}-`));
const site = stageSite(outDir, workDir);
const host = name === 'cloudflare' ? cloudflareCommand(site, workDir, port) : nginxCommand(site, workDir, port, outDir);

const child = spawn(host.command, host.args, {
  cwd: host.cwd,
  env: { ...process.env, ...host.env },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const cleanUp = () => rmSync(workDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    child.kill('SIGTERM');
  });
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
