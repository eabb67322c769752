/**
 * A synthetic content root for build benchmarks: `count` Markdown pages in groups of 50 (headings, prose, lists, a
 * table, a highlighted code block, checked links to neighbouring pages and their anchors), a home page and the
 * navigation tree (`pages.ts`). Build it with XDOCS_CONTENT_ROOT=<dir>.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const GROUP_SIZE = 50;
const words = 'grid column row filter sort page chart axis series picker date range tree item label value'.split(' ');

function sentence(seed: number, length = 14): string {
  const text = Array.from({ length }, (_, index) => words[(seed * 7 + index * 3) % words.length]).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function pagePath(index: number): string {
  return `group-${Math.floor(index / GROUP_SIZE) + 1}/page-${index + 1}`;
}

function pageMdx(index: number, count: number): string {
  const next = pagePath((index + 1) % count);
  const paragraphs = (seed: number) => [0, 1, 2].map((offset) => sentence(seed + offset)).join(' ');
  return `---
title: Synthetic page ${index + 1}
description: A generated page of the build benchmark corpus, number ${index + 1} of ${count}.
productId: x
---

${paragraphs(index)}

## Usage

${paragraphs(index + 1)} See the [next page's options](/x/${next}/#options).

- ${sentence(index + 2, 6)}
- ${sentence(index + 3, 6)}
- ${sentence(index + 4, 6)}

\`\`\`tsx title="Example.tsx"
import * as React from 'react';

export default function Example${index + 1}() {
  const [count, setCount] = React.useState(${index});
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
\`\`\`

## Options

| option | type | default |
| ------ | ---- | ------- |
| \`size\` | \`number\` | \`${index}\` |
| \`label\` | \`string\` | \`'page ${index + 1}'\` |

### Details

${paragraphs(index + 5)} Back to [the top](#usage).
`;
}

/** Writes the corpus into `dir` (replacing it) and returns the number of Markdown pages written. */
export function writeCorpus(dir: string, count: number): number {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    const file = join(dir, `${pagePath(index)}.mdx`);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, pageMdx(index, count));
  }
  writeFileSync(
    join(dir, 'index.mdx'),
    `---\ntitle: Benchmark corpus\ndescription: ${count} generated pages.\nproductId: x\n---\n\nStart with [the first page](/x/${pagePath(0)}/).\n`,
  );
  const groups = Array.from({ length: Math.ceil(count / GROUP_SIZE) }, (_, group) => ({
    pathname: `/x/group-${group + 1}`,
    title: `Group ${group + 1}`,
    children: Array.from({ length: Math.min(GROUP_SIZE, count - group * GROUP_SIZE) }, (_, offset) => {
      const index = group * GROUP_SIZE + offset;
      return { pathname: `/x/${pagePath(index)}`, title: `Synthetic page ${index + 1}` };
    }),
  }));
  const types = relative(dir, join(process.cwd(), 'src', 'engine', 'types'))
    .split('\\')
    .join('/');
  writeFileSync(
    join(dir, 'pages.ts'),
    `import type { MuiPage } from '${types}';\n\nexport const pages: MuiPage[] = ${JSON.stringify(groups, null, 2)};\n`,
  );
  return count + 1;
}
