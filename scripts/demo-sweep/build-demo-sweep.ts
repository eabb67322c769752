/**
 * Builds the demo sweep's test-only page (src/demo-sweep/) into .generated/demo-sweep/: one bundle holding every demo
 * of the content root as a lazy chunk, with the site's providers, the Tree View Pro shim and Tailwind, as the site's
 * own build has them. It is not part of out/: readers never get it. `--if-stale` skips the build when no input
 * changed since the last one (inputs: the content root, src/ and the lock file, by path, size and time).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';
import { getContentRoot } from '../../src/engine/content-files';
import { treeViewProShim } from '../vite-tree-view-pro-shim';

export const DEMO_SWEEP_DIR = resolve('.generated/demo-sweep');
const STAMP = join(DEMO_SWEEP_DIR, '.inputs');

function listFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, into);
    else into.push(path);
  }
  return into;
}

/** A fingerprint of everything the sweep bundle is built from. */
export function inputsFingerprint(contentRoot = getContentRoot()): string {
  const hash = createHash('sha256');
  for (const file of [...listFiles(contentRoot), ...listFiles('src'), 'package-lock.json'].sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Builds the sweep page; returns the seconds it took, or null when `ifStale` found it up to date. */
export async function buildDemoSweep({ ifStale = false } = {}): Promise<number | null> {
  const fingerprint = inputsFingerprint();
  if (ifStale && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint) return null;
  const started = performance.now();
  await build({
    configFile: false,
    // Development builds of React and MUI: only they print React's warnings (a missing key, an invalid prop).
    mode: 'development',
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    root: resolve('src/demo-sweep'),
    base: './',
    logLevel: 'warn',
    envPrefix: ['VITE_', 'XDOCS_PUBLIC_'],
    resolve: { alias: { '@content': getContentRoot() } },
    plugins: [treeViewProShim(), tailwindcss()],
    build: {
      outDir: DEMO_SWEEP_DIR,
      emptyOutDir: true,
      minify: false,
      chunkSizeWarningLimit: 10_000,
      reportCompressedSize: false,
      rollupOptions: {
        // MUI's 'use client' directives mean nothing in a client-only bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  writeFileSync(STAMP, fingerprint);
  return (performance.now() - started) / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = await buildDemoSweep({ ifStale: process.argv.includes('--if-stale') });
  console.log(seconds === null ? 'demo sweep: up to date' : `demo sweep: built in ${seconds.toFixed(1)} s`);
}
