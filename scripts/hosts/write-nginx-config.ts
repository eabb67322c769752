/** Writes deploy/nginx.conf beside a built out/ from its _headers (scripts/hosts/nginx-config.ts says what it holds). */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { parseHeadersFile } from '../headers/headers-file';
import { nginxConfig, SITE_MIME_TYPES } from './nginx-config';

/** Where the build writes the nginx include for a site built into `outDir`: `deploy/nginx.conf` beside it. */
export function nginxConfigPath(outDir: string): string {
  return join(dirname(resolve(outDir)), 'deploy', 'nginx.conf');
}

/** Files of `outDir` whose extension has no MIME type in SITE_MIME_TYPES (nginx would send them as binary data). */
export function untypedFiles(outDir: string): string[] {
  const untyped: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name !== '_headers' && !(extname(entry.name).slice(1) in SITE_MIME_TYPES)) untyped.push(path);
    }
  };
  walk(outDir);
  return untyped;
}

/** Generates the nginx include from `outDir/_headers` and writes it; returns its path. */
export function writeNginxConfig(outDir: string): string {
  const headersFile = join(outDir, '_headers');
  if (!existsSync(headersFile)) {
    throw new Error(
      `${headersFile} not found: the nginx config is made from it. Fix: run step 85 (security headers) first.`,
    );
  }
  const untyped = untypedFiles(outDir);
  if (untyped.length > 0) {
    throw new Error(
      `nginx would serve ${untyped.length} built files as application/octet-stream, e.g. ` +
        `${relative(outDir, untyped[0]!)}. Fix: add their extension to SITE_MIME_TYPES in scripts/hosts/nginx-config.ts.`,
    );
  }
  const path = nginxConfigPath(outDir);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, nginxConfig(parseHeadersFile(readFileSync(headersFile, 'utf8'))));
  return path;
}
