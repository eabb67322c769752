import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { rehypeHighlight } from './rehype-highlight';

describe('rehypeHighlight', () => {
  it('gives fenced code its highlighted lines and keeps the meta and the plain text', async () => {
    const code = String(
      await compile('```tsx {2} title="App.tsx"\nconst a = 1;\nconst b = 2;\n```\n', {
        rehypePlugins: [rehypeHighlight],
      }),
    );
    expect(code).toContain('"data-meta": "{2} title=\\"App.tsx\\""');
    expect(code).toContain('"data-html": "<span class=\\"line\\"><span class=\\"tk-keyword\\">const</span>');
    expect(code).toContain('<span class=\\"line\\" data-highlighted=\\"\\">');
    expect(code).toContain('children: "const a = 1;\\nconst b = 2;\\n"');
  });
});
