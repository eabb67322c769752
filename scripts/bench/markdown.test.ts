import { describe, expect, it } from 'vitest';
import { sectionToMarkdown } from './markdown';

describe('sectionToMarkdown', () => {
  it('renders a heading, a header row, a right-aligned rule and one line per row', () => {
    const markdown = sectionToMarkdown({
      title: 'Build',
      columns: ['figure', 'value'],
      rows: [['build', '12.0 s']],
      json: {},
    });
    expect(markdown).toBe('### Build\n\n| figure | value |\n| --- | --: |\n| build | 12.0 s |');
  });
});
