import { describe, expect, it } from 'vitest';
import { highlightCode } from '../../scripts/code/highlight';
import { textOfHtml } from './code-text';

describe('textOfHtml', () => {
  it('drops tags and decodes character references', () => {
    expect(textOfHtml('<span class="a">a &lt;b&gt; &amp;amp; &quot;c&quot; &#39;d&#x27;</span>')).toBe(
      'a <b> &amp; "c" \'d\'',
    );
  });

  it('leaves unknown references as written, so the check fails safe', () => {
    expect(textOfHtml('&bogus; &#0;')).toBe('&bogus; &#0;');
  });

  it("reads the build's highlighted lines back as the code, so blocks need no copy of it in an attribute", async () => {
    const samples: [string, string | undefined][] = [
      [
        'import * as React from "react";\n\nexport default function A() {\n  return <b title="x">a & b</b>;\n}\n',
        'tsx',
      ],
      ['npm install @mui/x-tree-view', 'bash'],
      ['plain <text> & "quotes"\n\tindented', undefined],
    ];
    for (const [code, language] of samples) expect(textOfHtml(await highlightCode(code, language))).toBe(code);
  });
});
