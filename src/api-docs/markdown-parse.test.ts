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

  it('reads a list right after its introduction, continued lines and items set apart by blank lines', () => {
    // DateCalendar's `autoFocus`: the list follows "This main element is:" with no blank line.
    expect(parseMarkdown('This main element is:\n- the selected day\n  on the `day` view.\n- the input.')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'This main element is:' }] },
      {
        type: 'list',
        items: [
          [
            { type: 'text', value: 'the selected day on the ' },
            { type: 'code', value: 'day' },
            { type: 'text', value: ' view.' },
          ],
          [{ type: 'text', value: 'the input.' }],
        ],
      },
    ]);
    expect(parseMarkdown('Rendered:\n\n- if defined.\n\n- if not.\n\nAfter.')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'Rendered:' }] },
      { type: 'list', items: [[{ type: 'text', value: 'if defined.' }], [{ type: 'text', value: 'if not.' }]] },
      { type: 'paragraph', children: [{ type: 'text', value: 'After.' }] },
    ]);
  });
});
