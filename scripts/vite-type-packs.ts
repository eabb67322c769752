/**
 * `virtual:type-packs`: the URLs of the type packs (scripts/type-packs/build-type-packs.ts) the demo type checker
 * fetches when a reader edits a demo (src/demos/type-check/type-check-client.ts). In the client build each pack is a
 * content-hashed JSON file in out/assets/ (`types-<pack>-<hash>.json`), written only if the checker's code is bundled;
 * the service worker does not precache them (scripts/offline/bundle-worker.ts lists what it does). The dev server
 * serves them from memory; the server build, which never checks anything, gets no URLs.
 */
import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';
import { getContentRoot } from '../src/engine/content-files';
import { buildTypePacks } from './type-packs/build-type-packs';
import { demoSpecifiers } from './type-packs/demo-specifiers';

const ID = 'virtual:type-packs';
const RESOLVED = `\0${ID}`;
const DEV_PREFIX = '@type-packs/';

interface PackFile {
  name: string;
  fileName: string;
  json: string;
}

let built: PackFile[] | undefined;

/** The packs of the content's demos, built once per process (about 10 s). */
function packFiles(): PackFile[] {
  if (built) return built;
  const started = Date.now();
  const specifiers = demoSpecifiers(getContentRoot());
  built = buildTypePacks(specifiers.all, { sideEffectOnly: specifiers.sideEffectOnly }).map(({ name, files }) => {
    const json = JSON.stringify({ files });
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
    return { name, fileName: `assets/types-${name}-${hash}.json`, json };
  });
  console.log(`  type packs: ${built.length} packs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return built;
}

export function typePacks(): Plugin {
  let config: ResolvedConfig;
  let emitted = false;
  return {
    name: 'x-docs-type-packs',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment.config.consumer === 'server') return 'export default {};';
      const dev = config.command === 'serve';
      emitted = !dev;
      const urls = Object.fromEntries(
        packFiles().map((pack) => [
          pack.name,
          `${config.base}${dev ? `${DEV_PREFIX}${pack.name}.json` : pack.fileName}`,
        ]),
      );
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      if (!emitted || this.environment.config.consumer === 'server') return;
      for (const pack of packFiles()) this.emitFile({ type: 'asset', fileName: pack.fileName, source: pack.json });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = request.url?.match(/\/@type-packs\/([\w-]+)\.json$/);
        const pack = match && packFiles().find((item) => item.name === match[1]);
        if (!pack) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(pack.json);
      });
    },
  };
}
