import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { listHtmlFiles } from './site-pages';

/**
 * The app shell: the scripts and styles of a static page (the home page) and of a React page, fonts, the navigation's
 * branch files, offline page, manifest and icons.
 */
export function shellFiles(outDir: string, assetFiles: string[]): string[] {
  // Two kinds of page: static pages (the home page is one) and React pages (those with live demos); the shell is what
  // each kind loads on every page.
  const home = readFileSync(join(outDir, 'index.html'), 'utf8');
  const reactPage = listHtmlFiles(outDir)
    .map((file) => readFileSync(file, 'utf8'))
    .find((html) => html.includes('__reactRouterContext'));
  const referenced = [home, reactPage ?? '']
    .flatMap((html) => [...html.matchAll(/(?:href|src)="\/x\/(assets\/[^"]+\.(?:js|css))"/g)])
    .map((m) => m[1] ?? '');
  const fonts = assetFiles.filter((file) => file.endsWith('.woff2'));
  // The page loads workbox-window lazily to register the worker; offline, that import must still succeed.
  const registration = assetFiles.filter((file) => /^assets\/workbox-window[\w.-]*\.js$/.test(file));
  return [
    ...new Set([
      ...referenced,
      ...fonts,
      ...registration,
      // The navigation's other products (81-nav-branches.ts), so their groups open offline.
      'assets/nav-*.json',
      'offline.html',
      'manifest.webmanifest',
      'favicon.svg',
      'icons/*.png',
    ]),
  ];
}

/** Bundles src/sw/sw.ts with the build id and writes out/sw.js with Workbox's precache manifest injected. */
export async function bundleWorker(
  outDir: string,
  buildId: string,
  globPatterns: string[],
): Promise<{ count: number; size: number }> {
  const temporary = mkdtempSync(join(tmpdir(), 'x-docs-sw-'));
  try {
    const bundled = join(temporary, 'sw.js');
    await build({
      entryPoints: [join(import.meta.dirname, '../../src/sw/sw.ts')],
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      outfile: bundled,
      define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const result = await injectManifest({
      swSrc: bundled,
      swDest: join(outDir, 'sw.js'),
      globDirectory: outDir,
      globPatterns,
      modifyURLPrefix: { '': '/x/' },
      // Hashed file names are their own revision.
      dontCacheBustURLsMatching: /^\/?(?:x\/)?assets\//,
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    });
    if (result.warnings.length > 0) throw new Error(result.warnings.join('\n'));
    return { count: result.count, size: result.size };
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}
