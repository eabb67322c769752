/**
 * `virtual:font-subsets`: the URLs of the core font files (src/theme/font-ranges.ts), cut from Fontsource's Latin
 * files with HarfBuzz's subsetter (`subset-font`) when the build starts: the characters of `CORE_TEXT` only, without
 * the glyphs only reachable through OpenType substitutions (stylistic sets, code ligatures), which is what makes them
 * small. In the client build each is a content-hashed file in out/assets/ (`<font>-core-<hash>.woff2`, the same name
 * the server build gives the prerendered pages); the dev server serves them from memory.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin, ResolvedConfig } from 'vite';
import { CORE_TEXT } from '../src/theme/font-ranges';

const ID = 'virtual:font-subsets';
const RESOLVED = `\0${ID}`;
const DEV_PREFIX = '@font-subsets/';

/** The Latin files the core files are cut from, by the name the virtual module exports them under. */
const SOURCES = {
  inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  mono: '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
} as const;

interface SubsetFile {
  name: keyof typeof SOURCES;
  fileName: string;
  data: Buffer;
}

let subsets: Promise<SubsetFile[]> | undefined;

/** The core files, cut once per process (a fraction of a second each). */
export function fontSubsets(): Promise<SubsetFile[]> {
  subsets ??= Promise.all(
    (Object.keys(SOURCES) as (keyof typeof SOURCES)[]).map(async (name) => {
      const source = readFileSync(join(process.cwd(), 'node_modules', SOURCES[name]));
      const data = await subsetFont(source, CORE_TEXT, { targetFormat: 'woff2', noLayoutClosure: true });
      const hash = createHash('sha256').update(data).digest('base64url').slice(0, 8);
      return { name, fileName: `assets/${name}-core-${hash}.woff2`, data };
    }),
  );
  return subsets;
}

export function fontSubsetsPlugin(): Plugin {
  let config: ResolvedConfig;
  let emitted = false;
  return {
    name: 'x-docs-font-subsets',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const dev = config.command === 'serve';
      if (!dev && this.environment.config.consumer === 'client') emitted = true;
      const urls = Object.fromEntries(
        (await fontSubsets()).map((file) => [
          file.name,
          `${config.base}${dev ? `${DEV_PREFIX}${file.name}.woff2` : file.fileName}`,
        ]),
      );
      return `export default ${JSON.stringify(urls)};`;
    },
    async generateBundle() {
      if (!emitted || this.environment.config.consumer === 'server') return;
      for (const file of await fontSubsets())
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.data });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = request.url?.match(/\/@font-subsets\/(\w+)\.woff2$/);
        if (!match) return next();
        void fontSubsets().then((files) => {
          const file = files.find((item) => item.name === match[1]);
          if (!file) return next();
          response.setHeader('Content-Type', 'font/woff2');
          response.end(file.data);
        }, next);
      });
    },
  };
}
