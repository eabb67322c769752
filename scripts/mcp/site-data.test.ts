import { describe, expect, it } from 'vitest';
import { demoNamesOf } from './site-data';

describe('demoNamesOf', () => {
  it('lists the demo tags of a page in order, quoted ones included, and skips tags shown inside code', () => {
    const source = [
      '---',
      'title: Sorting',
      '---',
      '<Demo name="sorting-basic" />',
      '',
      '```tsx',
      '<Demo name="not-a-demo" />',
      '```',
      '<Callout>',
      '  <Demo name="sorting-in-callout" />',
      '</Callout>',
      '<Demo name="sorting-server" hideToolbar />',
    ].join('\n');
    expect(demoNamesOf(source)).toEqual(['sorting-basic', 'sorting-in-callout', 'sorting-server']);
  });
});
