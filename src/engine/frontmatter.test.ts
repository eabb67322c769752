import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter';

const page = (yaml: string) => `---\n${yaml}\n---\n\nBody text.\n`;
const valid = 'title: Sorting\ndescription: Sort rows.\nproductId: x-data-grid';

describe('parseFrontmatter', () => {
  it('returns validated data with defaults', () => {
    expect(parseFrontmatter('a.mdx', page(valid)).data).toEqual({
      title: 'Sorting',
      description: 'Sort rows.',
      productId: 'x-data-grid',
      components: [],
      disableAd: false,
      disableToc: false,
    });
  });

  it('rejects a title over 70 characters, naming its line', () => {
    const long = 'T'.repeat(71);
    expect(() =>
      parseFrontmatter('content/a.mdx', page(`description: Sort rows.\ntitle: ${long}\nproductId: x`)),
    ).toThrow('content/a.mdx:3: frontmatter "title" is too long (at most 70 characters). Fix: shorten "title"');
  });

  it('rejects a description over 160 characters', () => {
    expect(() => parseFrontmatter('a.mdx', page(`title: A\ndescription: ${'d'.repeat(161)}\nproductId: x`))).toThrow(
      'a.mdx:3: frontmatter "description" is too long (at most 160 characters)',
    );
  });

  it('rejects unknown keys, naming the key, its line and the allowed keys', () => {
    expect(() => parseFrontmatter('a.mdx', page(`${valid}\ndisableAds: true`))).toThrow(
      /a\.mdx:5: unknown frontmatter key "disableAds"\. Fix: remove it or use one of title, description, productId, components, disableAd, disableToc, sourceHash/,
    );
  });

  it('rejects a missing or unknown productId', () => {
    expect(() => parseFrontmatter('a.mdx', page('title: A\ndescription: B'))).toThrow(
      'frontmatter "productId" is missing. Fix: use one of x, x-data-grid, x-date-pickers, x-charts, x-tree-view',
    );
    expect(() => parseFrontmatter('a.mdx', page('title: A\ndescription: B\nproductId: grid'))).toThrow(
      'a.mdx:4: frontmatter "productId" is invalid',
    );
  });

  it('rejects wrong types and lower-case component names', () => {
    expect(() => parseFrontmatter('a.mdx', page(`${valid}\ndisableToc: "yes"`))).toThrow(
      'frontmatter "disableToc" should be boolean, not string',
    );
    expect(() => parseFrontmatter('a.mdx', page(`${valid}\ncomponents: [dataGrid]`))).toThrow(
      'a.mdx:5: frontmatter "components" is invalid',
    );
  });

  it('accepts sourceHash on a translation, keeping an all-digit hash as written', () => {
    expect(parseFrontmatter('content/a.zh.mdx', page(`${valid}\nsourceHash: 3f2a9c0b17de`)).data.sourceHash).toBe(
      '3f2a9c0b17de',
    );
    expect(parseFrontmatter('content/a.zh.mdx', page(`${valid}\nsourceHash: 012345678901`)).data.sourceHash).toBe(
      '012345678901',
    );
    expect(parseFrontmatter('content/a.zh.mdx', page(`${valid}\nsourceHash: 12e456789012`)).data.sourceHash).toBe(
      '12e456789012',
    );
    expect(parseFrontmatter('content/a.zh.mdx', page(valid)).data.sourceHash).toBeUndefined();
  });

  it('rejects sourceHash on an English page, naming its line', () => {
    expect(() => parseFrontmatter('content/a.mdx', page(`${valid}\nsourceHash: 3f2a9c0b17de`))).toThrow(
      'content/a.mdx:5: frontmatter "sourceHash" is only for translations (name.zh.mdx)',
    );
  });

  it('rejects a sourceHash that is not 12 lowercase hex characters', () => {
    for (const bad of ['3f2a9c0b17', '3F2A9C0B17DE', '3f2a9c0b17de00', '3f2a9c0b17dg']) {
      expect(() => parseFrontmatter('content/a.zh.mdx', page(`${valid}\nsourceHash: ${bad}`))).toThrow(
        'content/a.zh.mdx:5: frontmatter "sourceHash" is invalid: expected 12 lowercase hex characters. Fix: set it to the first 12 characters of `sha256sum content/<page>.mdx`',
      );
    }
  });

  it('reports a file without frontmatter and broken YAML', () => {
    expect(() => parseFrontmatter('a.mdx', '# Title')).toThrow('a.mdx:1: the page has no frontmatter');
    expect(() => parseFrontmatter('a.mdx', page('title: [unclosed\ndescription: B'))).toThrow(
      /a\.mdx:\d+: frontmatter is not valid YAML/,
    );
  });
});
