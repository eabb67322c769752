import type { Plugin } from 'vite';

/** `import __demo0Highlighting from "…/demo-highlighting/abc.json";`, written by scripts/remark-demos.ts. */
const STATIC_IMPORT = /^import (__demo\d+Highlighting) from "[^"]+\.json";?\n?/gm;

/**
 * Keeps demos' highlighted code out of the browser's page chunks. A page module imports each demo's highlighting
 * statically for the prerender and lazily (`() => import(…)`) for the browser. Left in the browser build, the static
 * import, although its value is unused there, pulls the JSON into the page's own chunk (and the lazy import then
 * resolves to that chunk), so a page of data grid demos shipped every helper file's highlighted TS and JS up front.
 * In the browser build the static import is dropped, which leaves each demo's highlighting its own lazy chunk.
 */
export function clientDemoHighlighting(): Plugin {
  return {
    name: 'x-docs:client-demo-highlighting',
    enforce: 'pre',
    transform(code, id, options) {
      const server = options?.ssr ?? this.environment?.config.consumer === 'server';
      if (server || !/\.mdx?$/.test(id) || !code.includes('Highlighting from "')) return null;
      const names: string[] = [];
      let result = code.replace(STATIC_IMPORT, (_match, name: string) => {
        names.push(name);
        return '';
      });
      for (const name of names) {
        // `import.meta.env.SSR ? __demo0Highlighting : undefined` is `undefined` in the browser anyway.
        result = result.replace(
          new RegExp(`import\\.meta\\.env\\.SSR\\s*\\?\\s*${name}\\s*:\\s*undefined`, 'g'),
          'undefined',
        );
        if (new RegExp(`\\b${name}\\b`).test(result)) {
          throw new Error(`${id}: ${name} is still used after its prerender-only import was dropped.`);
        }
      }
      return { code: result, map: null };
    },
  };
}
