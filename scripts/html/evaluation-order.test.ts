import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtStaticImports, evaluationOrder, type StaticImports } from './evaluation-order';

/** A graph given as module → its static imports. */
const graphOf =
  (graph: Record<string, string[]>): StaticImports =>
  (url) =>
    graph[url] ?? [];

describe('evaluationOrder', () => {
  it('lists dependencies before dependents, imports in source order, each module once', () => {
    const graph = graphOf({ root: ['b', 'c'], b: ['d', 'shared'], c: ['shared', 'e'], d: [], shared: [], e: [] });
    expect(evaluationOrder(['root'], graph)).toEqual(['d', 'shared', 'b', 'e', 'c', 'root']);
  });

  it('lists a cycle once, as the module the walk entered it through', () => {
    const graph = graphOf({ root: ['a'], a: ['leaf', 'b'], b: ['a', 'c'], c: [], leaf: [] });
    expect(evaluationOrder(['root'], graph)).toEqual(['leaf', 'c', 'a', 'root']);
  });

  it('continues where an earlier call stopped, skipping what it evaluated', () => {
    const graph = graphOf({ manifest: [], root: ['react', 'shell'], shell: ['react'], entry: ['react', 'dom'] });
    const evaluated = new Set<string>();
    expect(evaluationOrder(['manifest', 'root'], graph, evaluated)).toEqual(['manifest', 'react', 'shell', 'root']);
    expect(evaluationOrder(['entry'], graph, evaluated)).toEqual(['dom', 'entry']);
    expect([...evaluated]).toEqual(['manifest', 'react', 'shell', 'root', 'dom', 'entry']);
  });
});

describe('evaluationOrder against a real module loader', () => {
  const root = mkdtempSync(join(tmpdir(), 'evaluation-order-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Writes the graph as modules that record when they run; `import()` stays unresolved by the loader's walk. */
  const writeGraph = (dir: string, graph: Record<string, string[]>) => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    for (const [name, imports] of Object.entries(graph)) {
      const lines = imports.map((dependency, index) =>
        index % 2 === 0 ? `import "./${dependency}.js";` : `export * from "./${dependency}.js";`,
      );
      writeFileSync(
        join(dir, 'assets', `${name}.js`),
        [...lines, `import("./late.js").catch(() => {});`, `globalThis.evaluated.push("${name}");`].join('\n'),
      );
    }
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  };

  it('importing the listed modules one by one runs every module in the order importing the roots does', async () => {
    // Shared leaves, re-exports and a three-module cycle entered from two sides.
    const graph = {
      manifest: [],
      root: ['react', 'shell', 'cycleA'],
      react: [],
      shell: ['react', 'emotion'],
      emotion: ['react'],
      cycleA: ['cycleB', 'emotion'],
      cycleB: ['cycleC'],
      cycleC: ['cycleA', 'react'],
      entry: ['dom', 'cycleB'],
      dom: ['react'],
    };
    const global = globalThis as typeof globalThis & { evaluated: string[] };
    const run = async (name: string, imports: (url: (module: string) => string) => Promise<void>) => {
      const dir = join(root, name);
      writeGraph(dir, graph);
      global.evaluated = [];
      await imports((module) => pathToFileURL(join(dir, 'assets', `${module}.js`)).href);
      return global.evaluated;
    };

    const expected = await run('whole', async (url) => {
      for (const module of ['manifest', 'root', 'entry']) await import(/* @vite-ignore */ url(module));
    });
    const staticImports = await builtStaticImports(join(root, 'whole'), '/x/');
    const evaluated = new Set<string>();
    const steps = [
      ...evaluationOrder(['/x/assets/manifest.js', '/x/assets/root.js'], staticImports, evaluated),
      ...evaluationOrder(['/x/assets/entry.js'], staticImports, evaluated),
    ];
    expect(steps.length).toBeLessThan(Object.keys(graph).length);
    const actual = await run('stepwise', async (url) => {
      for (const step of steps) await import(/* @vite-ignore */ url(/\/x\/assets\/(\w+)\.js/.exec(step)![1]!));
    });
    expect(actual).toEqual(expected);
    expect(expected).toHaveLength(Object.keys(graph).length);
  });
});

describe('builtStaticImports', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'static-imports-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  mkdirSync(join(outDir, 'assets', 'nested'), { recursive: true });
  writeFileSync(
    join(outDir, 'assets', 'a.js'),
    'import{b as x}from"./b.js";import"./nested/c.js";export{d}from"../assets/d.js";const l=()=>import("./lazy.js");',
  );

  it('reads static imports and re-exports as site URLs, in source order, leaving dynamic imports out', async () => {
    const staticImports = await builtStaticImports(outDir, '/x/');
    expect(staticImports('/x/assets/a.js')).toEqual(['/x/assets/b.js', '/x/assets/nested/c.js', '/x/assets/d.js']);
  });

  it('names the missing file and the fix when the HTML and the assets are from different builds', async () => {
    const staticImports = await builtStaticImports(outDir, '/x/');
    expect(() => staticImports('/x/assets/gone-123.js')).toThrow(
      new RegExp(
        `/x/assets/gone-123\\.js is imported by a page's start, but .*gone-123\\.js does not exist\\. Rebuild`,
      ),
    );
    expect(() => staticImports('/elsewhere/a.js')).toThrow(/\/elsewhere\/a\.js is not under \/x\//);
  });
});
