import { describe, expect, it } from 'vitest';
import { clip } from './text';

describe('clip', () => {
  it('keeps a text that fits and cuts a longer one at a word boundary', () => {
    expect(clip('Sort rows by any column.', 40)).toBe('Sort rows by any column.');
    expect(clip('Sort rows by any column, or by several at once.', 30)).toBe('Sort rows by any column, or…');
  });

  it('counts a Chinese character as two columns, so a snippet fills the same line in either language', () => {
    const chinese = '按任意列对行进行排序，也可以同时按多列排序。';
    expect(clip(chinese, 20)).toBe('按任意列对行进行排序…');
    expect(clip('用 sortModel 控制排序', 13)).toBe('用 sortModel…');
  });
});
