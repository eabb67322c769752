import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { ApiSourceNote } from './api-source-note';

describe('ApiSourceNote', () => {
  it('tells Chinese readers that the descriptions come from the packages and stay English', () => {
    const html = renderToString(
      <DocsProvider userLanguage="zh">
        <ApiSourceNote />
      </DocsProvider>,
    );
    expect(html).toContain('data-slot="api-source-note"');
    expect(html).toContain('来自各个包源代码中的文档注释');
    expect(html).toContain('保持英文原文');
  });

  it('adds nothing to English pages', () => {
    expect(
      renderToString(
        <DocsProvider userLanguage="en">
          <ApiSourceNote />
        </DocsProvider>,
      ),
    ).toBe('');
  });
});
