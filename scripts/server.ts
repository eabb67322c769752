import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { headersFor, parseHeadersFile } from './headers/headers-file';

/**
 * The static server: out/ mounted at /x/, gzip or brotli by Accept-Encoding, MIME types from
 * the file names, `/x/page` redirected to `/x/page/`, and the 404 page for unknown paths. The headers in
 * out/_headers (security headers, caching) are applied as a production host would.
 */
export function createServer(outDir = 'out'): Express {
  const root = resolve(outDir);
  if (!existsSync(resolve(root, 'index.html')))
    throw new Error(`${root}/index.html not found: run \`npm run build\` first.`);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  // Only the top-level folder: a content folder named `assets` deeper down holds pages.
  const assets = resolve(root, 'assets') + sep;
  const headersFile = resolve(root, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  app.use((request, response, next) => {
    for (const [name, value] of headersFor(rules, request.path)) response.setHeader(name, value);
    next();
  });
  app.get('/', (_request, response) => response.redirect(302, '/x/'));
  // Crawlers read robots.txt at the host root only; the build writes it into the /x/ root (docs/publishing.md).
  app.get('/robots.txt', (_request, response, next) => {
    const robots = resolve(root, 'robots.txt');
    if (existsSync(robots)) response.type('text/plain').sendFile(robots);
    else next();
  });
  app.use(
    '/x',
    express.static(root, {
      redirect: true,
      setHeaders(response, path) {
        // Hashed assets never change; pages and data are revalidated on every visit (unless _headers said otherwise).
        if (response.getHeader('Cache-Control')) return;
        response.setHeader(
          'Cache-Control',
          path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  // Unknown paths under /x/zh/ get the Chinese 404 page when the build wrote one.
  const zhNotFound = resolve(root, 'zh', '404.html');
  app.use((request, response) => {
    const chinese = /^\/x\/zh(\/|$)/.test(request.path) && existsSync(zhNotFound);
    response.status(404).sendFile(chinese ? zhNotFound : resolve(root, '404.html'));
  });
  return app;
}
