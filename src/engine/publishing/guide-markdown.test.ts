import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGuideMarkdown } from './guide-markdown';

const demoSource = readFileSync(join(process.cwd(), 'fixtures/content/guide/demos/hello-demo.tsx'), 'utf8');

const source = `---
title: Sorting
description: Sort rows.
productId: x-data-grid
---

Sort rows by one column. See [filtering](/x/react-data-grid/filtering/#quick) or [MDN](https://developer.mozilla.org/).

## Multi-sorting <PlanBadge plan="pro" />

<Demo name="hello-demo" />

<Callout type="warning">

Sorting a **million** rows takes time.

</Callout>

<CodeTabs>

\`\`\`bash title="npm"
npm install @mui/x-data-grid
\`\`\`

</CodeTabs>

\`\`\`tsx
// <Demo name="not-a-demo" /> inside code stays as written
const link = '](/x/kept-as-is/)';
\`\`\`

Press <kbd>Enter</kbd>.
`;

const markdown = createGuideMarkdown({
  source,
  title: 'Sorting',
  description: 'Sort rows.',
  url: 'https://docs.example.com/x/react-data-grid/sorting/',
  origin: 'https://docs.example.com',
  readDemo: (name) => (name === 'hello-demo' ? demoSource : undefined),
});

describe('createGuideMarkdown', () => {
  it('starts with the title, the summary and the page URL, without frontmatter', () => {
    expect(
      markdown.startsWith('# Sorting\n\n> Sort rows.\n\nSource: https://docs.example.com/x/react-data-grid/sorting/\n'),
    ).toBe(true);
    expect(markdown).not.toContain('productId');
  });

  it('inlines a demo as its TypeScript source in a fenced block', () => {
    expect(markdown).toContain(`\`\`\`tsx title="hello-demo.tsx"\n${demoSource.trimEnd()}\n\`\`\``);
    expect(markdown).not.toContain('<Demo name="hello-demo"');
  });

  it('turns callouts into block quotes and plan badges into words', () => {
    expect(markdown).toContain('> **Warning**\n>\n> Sorting a **million** rows takes time.\n\n');
    expect(markdown).toContain('## Multi-sorting (Pro plan)');
    expect(markdown).not.toMatch(/<\/?(Callout|PlanBadge|CodeTabs)/);
  });

  it('keeps fenced code from code tabs and leaves code blocks untouched', () => {
    expect(markdown).toContain('```bash title="npm"\nnpm install @mui/x-data-grid\n```');
    expect(markdown).toContain('// <Demo name="not-a-demo" /> inside code stays as written');
    expect(markdown).toContain("const link = '](/x/kept-as-is/)';");
  });

  it('makes site links absolute and keeps other links and inline HTML', () => {
    expect(markdown).toContain('[filtering](https://docs.example.com/x/react-data-grid/filtering/#quick)');
    expect(markdown).toContain('[MDN](https://developer.mozilla.org/)');
    expect(markdown).toContain('Press <kbd>Enter</kbd>.');
  });
});
