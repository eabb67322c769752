import { compile } from '@mdx-js/mdx';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { DemoHighlighting } from '../src/demos/demo-types';
import { mdxOptions } from './mdx-options';

const fixturePage = join(process.cwd(), 'fixtures/content/guide/index.mdx');

async function compilePage(value: string, path = fixturePage): Promise<string> {
  const { include: _include, ...options } = mdxOptions;
  return String(await compile(new VFile({ path, value }), options));
}

describe('MDX compilation', () => {
  it('embeds a demo as its live module; its source text and JS twin come from a module of their own', async () => {
    const code = await compilePage(readFileSync(fixturePage, 'utf8'));
    const demo = join(process.cwd(), 'fixtures/content/guide/demos/hello-demo.tsx');
    // The live module is its own chunk, loaded when the demo nears the viewport.
    expect(code).toContain(`system: () => import(${JSON.stringify(demo)})`);
    expect(code).not.toContain(`import __demo0 from`);
    // The live editor's scope: the demo's own imports, each a lazy loader.
    expect(code).toContain('"@mui/material/Button": () => import("@mui/material/Button")');
    const source = readFileSync(demo, 'utf8').trimEnd();
    // The page's module holds no source text (the prerendered page shows it)…
    expect(code).not.toContain(JSON.stringify(source).slice(1, 40));
    expect(code).toContain('"styling": "system"');
    // …the JSON module the server prerenders with, and the browser loads when needed, holds it with its JS twin.
    const highlightingPath = /import __demo0Highlighting from "([^"]+\.json)"/.exec(code)?.[1];
    expect(highlightingPath).toBeDefined();
    const highlighting = JSON.parse(readFileSync(highlightingPath!, 'utf8')) as DemoHighlighting;
    expect(highlighting.system?.[0]?.tsCode).toBe(source);
    expect(highlighting.system?.[0]?.jsCode).toContain('export default function');
  });

  it('gives headings the same ids as the table of contents', async () => {
    const code = await compilePage('## Sort order\n\n## Sort order\n\n### Drag <PlanBadge plan="pro" />\n');
    expect(code).toContain('id: "sort-order"');
    expect(code).toContain('id: "sort-order-1"');
    expect(code).toContain('id: "drag"');
  });

  it('keeps a code block title for the code component', async () => {
    const code = await compilePage('```tsx title="App.tsx"\nconst a = 1;\n```\n');
    expect(code).toContain('"data-meta": "title=\\"App.tsx\\""');
    expect(code).toContain('"data-html": "<span class=\\"line\\"><span class=\\"tk-keyword\\">const</span>');
  });

  it('fails on an unknown demo with file:line and the fix', async () => {
    await expect(compilePage('Intro\n\n<Demo name="nope" />\n')).rejects.toThrow(
      'fixtures/content/guide/index.mdx:3: unknown demo "nope". Fix: create fixtures/content/guide/demos/nope.tsx (kebab-case name) or correct the name',
    );
  });
});
