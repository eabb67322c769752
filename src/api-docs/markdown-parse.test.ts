import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseMarkdown } from './markdown-parse';

describe('JSDoc Markdown', () => {
  it('parses code, links, strong and emphasis', () => {
    expect(parseInline('If `true`, see [rows](/x/react-data-grid/rows/) and **bold** _it_.')).toEqual([
      { type: 'text', value: 'If ' },
      { type: 'code', value: 'true' },
      { type: 'text', value: ', see ' },
      { type: 'link', href: '/x/react-data-grid/rows/', children: [{ type: 'text', value: 'rows' }] },
      { type: 'text', value: ' and ' },
      { type: 'strong', children: [{ type: 'text', value: 'bold' }] },
      { type: 'text', value: ' ' },
      { type: 'emphasis', children: [{ type: 'text', value: 'it' }] },
      { type: 'text', value: '.' },
    ]);
  });

  it('autolinks bare URLs without the trailing full stop', () => {
    expect(parseInline('See https://d3js.org/d3-scale.')).toEqual([
      { type: 'text', value: 'See ' },
      {
        type: 'link',
        href: 'https://d3js.org/d3-scale',
        children: [{ type: 'text', value: 'https://d3js.org/d3-scale' }],
      },
      { type: 'text', value: '.' },
    ]);
  });

  it('keeps unsafe link targets and HTML as text', () => {
    expect(parseInline('[x](javascript:alert(1)) <img src=x>')).toEqual([{ type: 'text', value: 'x) <img src=x>' }]);
    expect([isSafeHref('/x/'), isSafeHref('#a'), isSafeHref('//evil.test'), isSafeHref('data:text/html,')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('splits paragraphs and bullet lists, joining single newlines', () => {
    expect(parseMarkdown('First line\nsecond line.\n\n- one\n- `two`')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'First line second line.' }] },
      { type: 'list', items: [[{ type: 'text', value: 'one' }], [{ type: 'code', value: 'two' }]] },
    ]);
    expect(parseMarkdown('  ')).toEqual([]);
  });
});
