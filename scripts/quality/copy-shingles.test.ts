import { describe, expect, it } from 'vitest';
import { codeRuns, proseShingles } from './copy-shingles';

describe('copy check units', () => {
  it('finds the same 8-word run in two pages whatever the case, links and punctuation', () => {
    const official = 'The grid sorts rows by the first column, then by [the next one](/x/a/).';
    const ours = 'Here: the grid SORTS rows by the first column, then by the next one!';
    const shared = proseShingles(official).filter((shingle) => proseShingles(ours).includes(shingle));
    expect(shared).toContain('the grid sorts rows by the first column');
  });

  it('never joins two sentences or counts runs that are mostly API names', () => {
    expect(proseShingles('One two three four. Five six seven eight nine')).toEqual([]);
    expect(proseShingles('Use `a`, `b`, `c` and `d` for the grid')).toEqual([]);
  });

  it('compares code by runs of four meaningful lines, ignoring spacing and imports', () => {
    const demo =
      "import x from 'y';\nconst total = rows.reduce((sum, row) => sum + row.price, 0);\nconst average = total / rows.length;\nconst rounded = Math.round(average * 100) / 100;\nconsole.log('average price', rounded);\n";
    expect(codeRuns(demo, false)).toHaveLength(1);
    expect(codeRuns(`text\n\`\`\`tsx\n${demo}\`\`\`\n`, true)).toEqual(codeRuns(demo, false));
  });
});
