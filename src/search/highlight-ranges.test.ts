import { describe, expect, it } from 'vitest';
import { focusSnippet, highlightParts } from './highlight-ranges';

describe('highlightParts', () => {
  it('marks every occurrence of any term, case-insensitively, longest term first', () => {
    expect(highlightParts('Checkbox selection with checkboxSelection', ['checkbox', 'checkboxselection'])).toEqual([
      { text: 'Checkbox', marked: true },
      { text: ' selection with ', marked: false },
      { text: 'checkboxSelection', marked: true },
    ]);
  });

  it('treats terms as plain text, not patterns', () => {
    expect(highlightParts('a.b and axb', ['a.b'])).toEqual([
      { text: 'a.b', marked: true },
      { text: ' and axb', marked: false },
    ]);
  });

  it('marks Chinese words inside Chinese text', () => {
    expect(highlightParts('设置许可证密钥', ['许可证'])).toEqual([
      { text: '设置', marked: false },
      { text: '许可证', marked: true },
      { text: '密钥', marked: false },
    ]);
  });
});

describe('focusSnippet', () => {
  it('starts a long snippet shortly before its first match', () => {
    const text = `${'word '.repeat(30)}target here`;
    const focused = focusSnippet(text, ['target']);
    expect(focused.startsWith('…')).toBe(true);
    expect(focused.indexOf('target')).toBeLessThanOrEqual(45);
  });

  it('leaves a snippet alone when the match is near the start or absent', () => {
    expect(focusSnippet('target early', ['target'])).toBe('target early');
    expect(focusSnippet('no match', ['zzz'])).toBe('no match');
  });
});
