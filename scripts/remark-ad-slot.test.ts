import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { mdxOptions } from './mdx-options';

async function compileBody(value: string): Promise<string> {
  const { include: _include, ...options } = mdxOptions;
  return String(await compile(value, options));
}

const frontmatter = (extra = '') => `---\ntitle: T\ndescription: D\nproductId: x\n${extra}---\n\n`;

describe('advert placement', () => {
  it('puts one advert block right after the lead paragraph', async () => {
    const code = await compileBody(`${frontmatter()}Lead paragraph.\n\nSecond paragraph.\n\n## Heading\n`);
    expect(code.match(/_jsx\(AdSlot, \{\}\)/g)).toHaveLength(1);
    const lead = code.indexOf('Lead paragraph.');
    const slot = code.indexOf('_jsx(AdSlot, {})');
    const second = code.indexOf('Second paragraph.');
    expect(lead).toBeLessThan(slot);
    expect(slot).toBeLessThan(second);
  });

  it('puts it at the top when the page has no paragraph', async () => {
    const code = await compileBody(`${frontmatter()}## Only a heading\n`);
    expect(code.indexOf('_jsx(AdSlot, {})')).toBeLessThan(code.indexOf('Only a heading'));
  });

  it('leaves it out when the frontmatter sets disableAd', async () => {
    const code = await compileBody(`${frontmatter('disableAd: true\n')}Lead paragraph.\n`);
    expect(code).not.toContain('AdSlot');
  });
});
