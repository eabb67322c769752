import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight';

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('highlightCode', () => {
  it('classes tokens by kind, starting with the very first line', async () => {
    const html = await highlightCode("import Box from '@mui/material/Box';\n// note", 'tsx');
    expect(html.split('\n')[0]).toBe(
      `<span class="line"><span class="tk-keyword">import</span> Box <span class="tk-keyword">from</span> <span class="tk-string-expression">'@mui/material/Box'</span>;</span>`,
    );
    expect(html).toContain('<span class="tk-comment">// note</span>');
  });

  it('keeps the text exactly, escaped, one line per source line', async () => {
    const code = 'const a = <b title="x">&amp;</b>;\n\nexport {};';
    const html = await highlightCode(code, 'tsx');
    expect(stripTags(html)).toBe(code);
    expect(html).not.toContain('<b ');
  });

  it('marks highlighted lines', async () => {
    const html = await highlightCode('a\nb\nc', 'js', { highlightLines: [2, 3] });
    expect(html.split('\n').map((line) => line.includes('data-highlighted'))).toEqual([false, true, true]);
  });

  it('shows unknown languages as escaped plain text', async () => {
    expect(await highlightCode('a < b', 'cobol')).toBe('<span class="line">a &lt; b</span>');
  });

  it('knows language aliases', async () => {
    expect(await highlightCode('npm install x', 'sh')).toContain('tk-');
  });
});
