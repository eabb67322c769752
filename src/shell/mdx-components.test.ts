import { describe, expect, it } from 'vitest';
import { allowedHtmlTags, contentComponentNames } from '../engine/content-components';
import { mdxComponents } from './mdx-components';

describe('authoring vocabulary', () => {
  it('renders every component the content loader accepts', () => {
    for (const name of [...contentComponentNames, 'kbd']) expect(mdxComponents).toHaveProperty(name);
    expect(allowedHtmlTags).toContain('kbd');
  });
});
