import { describe, expect, it } from 'vitest';
import { unreservedOutputNames } from './95-reserved-names';

describe('unreservedOutputNames', () => {
  const pages = ['/x/', '/x/guides/assets/page/', '/x/introduction/', '/x/zh/introduction/'];

  it("accepts the pages' folders, Markdown and data files, and the reserved names", () => {
    const top = ['index.html', 'guides', 'introduction', 'introduction.md', 'introduction.data', 'zh', 'zh.md'];
    expect(unreservedOutputNames([...top, 'assets', 'og', 'sw.js', '_headers', '404.html'], pages)).toEqual([]);
  });

  it('names a top-level file or folder the build writes without reserving it', () => {
    expect(unreservedOutputNames(['introduction', 'feeds', 'humans.txt'], pages)).toEqual(['feeds', 'humans.txt']);
  });
});
