import { describe, expect, it } from 'vitest';
import { checkTranslationAnchors } from './translation-anchors';

const page = (file: string, headings: [string, string, number][]) => ({
  file,
  headings: headings.map(([id, text]) => ({ id, text, depth: 2 as const })),
  headingLines: headings.map(([, , line]) => line),
});

const english = page('content/a.mdx', [
  ['install', 'Install', 5],
  ['usage', 'Usage', 9],
  ['faq', 'FAQ', 20],
]);
const messages = (translation: ReturnType<typeof page>) =>
  checkTranslationAnchors(english, translation).map((error) => error.message);

describe('checkTranslationAnchors', () => {
  it('accepts a translation with exactly the English ids, in any order', () => {
    expect(
      messages(
        page('content/a.zh.mdx', [
          ['usage', '用法', 8],
          ['install', '安装', 4],
          ['faq', '常见问题', 18],
        ]),
      ),
    ).toEqual([]);
  });

  it('reports a repeated id, listing the English ids to choose from', () => {
    expect(
      messages(
        page('content/a.zh.mdx', [
          ['install', '安装', 4],
          ['install', '用法', 8],
          ['faq', '常见问题', 18],
        ]),
      ),
    ).toEqual([
      'content/a.zh.mdx:8: heading "用法" repeats the id #install. Fix: give it the id of the English heading it translates (content/a.mdx ids: install, usage, faq)',
      'content/a.zh.mdx:4: the English heading "Usage" (#usage, content/a.mdx:9) has no heading in the translation. Fix: translate that section, ending its heading with {/* #usage */}',
    ]);
  });

  it('places a missing section after the translated heading of the English one before it', () => {
    expect(
      messages(
        page('content/a.zh.mdx', [
          ['install', '安装', 4],
          ['usage', '用法', 8],
        ]),
      ),
    ).toEqual([
      'content/a.zh.mdx:8: the English heading "FAQ" (#faq, content/a.mdx:20) has no heading in the translation. Fix: translate that section, ending its heading with {/* #faq */}',
    ]);
  });
});
