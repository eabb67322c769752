import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossary, ordinaryWords } from '../../content/glossary.zh';
import {
  checkGlossary,
  chineseStringsOfSource,
  describeGlossaryProblem,
  proseOfMdx,
  wrongWordsIn,
} from './glossary-check';

const root = join(process.cwd(), 'content');

/** The Chinese navigation titles and UI strings readers see beside the pages. */
const UI_SOURCES = [
  'src/config/translations/zh.ts',
  'src/config/translations/page-titles.ts',
  'src/config/products.ts',
  'src/ads/in-house-ads.ts',
  'scripts/offline/offline-html.ts',
  'src/engine/publishing/llms-txt.ts',
];

function translationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : translationFiles(path);
    return entry.name.endsWith('.zh.mdx') ? [relative(process.cwd(), path)] : [];
  });
}

describe('the Chinese glossary', () => {
  it('gives each English term one Chinese word, and no wrong word is another entry’s word', () => {
    const words = glossary.map((entry) => entry.zh);
    expect(new Set(glossary.map((entry) => entry.en)).size).toBe(glossary.length);
    const clashes = glossary.flatMap((entry) => (entry.avoid ?? []).filter((wrong) => words.includes(wrong)));
    expect(clashes).toEqual([]);
  });

  it('flags a wrong word in prose, titles and alt text with its line, and leaves code alone', () => {
    const page = [
      '---',
      'title: 数据网格排序',
      'description: 对行排序。',
      '---',
      '',
      '在表格中过滤行，或者使用 `过滤` 这个词。',
      '',
      '```tsx',
      "const label = '过滤';",
      '```',
      '',
      '![列头的截图](/x/a.png)',
    ].join('\n');
    const problems = checkGlossary('content/a.zh.mdx', proseOfMdx(page), glossary).map(describeGlossaryProblem);
    expect(problems).toEqual([
      'content/a.zh.mdx:2: "数据网格" renders "Data Grid", which the glossary (content/glossary.zh.ts) writes "数据表格". Fix: use "数据表格"',
      'content/a.zh.mdx:6: "过滤" renders "filtering / filter", which the glossary (content/glossary.zh.ts) writes "筛选". Fix: use "筛选"',
      'content/a.zh.mdx:12: "列头" renders "column header", which the glossary (content/glossary.zh.ts) writes "列标题". Fix: use "列标题"',
    ]);
  });

  it('accepts a wrong word that is part of a glossary word (表头 in 表头筛选, 线图 in 折线图)', () => {
    expect(wrongWordsIn('启用表头筛选后，折线图和仪表盘照常显示。', glossary)).toEqual([]);
    expect(wrongWordsIn('表头和线图', glossary).map((problem) => problem.found)).toEqual(['表头', '线图']);
    expect(wrongWordsIn('路线图里的校验和', glossary, ordinaryWords)).toEqual([]);
    expect(wrongWordsIn('路线图里的校验和', glossary).map((problem) => problem.found)).toEqual(['校验', '线图']);
  });

  it('flags a wrong word only where it stands for the term, not as the head or tail of a compound', () => {
    // 数据表格组件 reads 数据表格 + 组件 (a Data Grid component); 表格组件 on its own renders "Data Grid" wrongly.
    expect(wrongWordsIn('其他数据表格组件也支持排序。', glossary)).toEqual([]);
    expect(wrongWordsIn('这个表格组件支持排序。', glossary).map((problem) => problem.found)).toEqual(['表格组件']);
    // 系列冻结 reads 系列 (series) + 冻结: no 列冻结 (column pinning) there; 列冻结 itself is still wrong.
    expect(wrongWordsIn('系列冻结后不再更新', glossary)).toEqual([]);
    expect(wrongWordsIn('启用列冻结', glossary).map((problem) => problem.found)).toEqual(['列冻结']);
  });

  it('accepts a wrong word inside an entry’s allowed words only (汇总行 is a summary row, 汇总 is not aggregation)', () => {
    expect(wrongWordsIn('在表格顶部固定一个汇总行。', glossary)).toEqual([]);
    expect(wrongWordsIn('对这一列启用汇总。', glossary).map((problem) => problem.found)).toEqual(['汇总']);
    const withoutAllowed = glossary.map(({ allowedIn: _allowed, ...entry }) => entry);
    expect(wrongWordsIn('固定一个汇总行。', withoutAllowed).map((problem) => problem.found)).toEqual(['汇总']);
  });

  it('reads Chinese string literals of UI sources, skipping comments', () => {
    const source = '// 过滤 in a comment\nexport const t = { filter: \'过滤器\', ok: "确定" };\n';
    expect(chineseStringsOfSource(source)).toEqual([
      { line: 2, text: '过滤器' },
      { line: 2, text: '确定' },
    ]);
  });

  it('is followed by every translated page', () => {
    const files = translationFiles(root);
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((file) =>
      checkGlossary(file, proseOfMdx(readFileSync(file, 'utf8')), glossary, ordinaryWords),
    );
    expect(problems.map(describeGlossaryProblem)).toEqual([]);
  });

  it('is followed by the Chinese navigation titles and UI strings', () => {
    const problems = UI_SOURCES.flatMap((file) =>
      checkGlossary(file, chineseStringsOfSource(readFileSync(file, 'utf8')), glossary, ordinaryWords),
    );
    expect(problems.map(describeGlossaryProblem)).toEqual([]);
  });
});
