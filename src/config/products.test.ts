import { describe, expect, it } from 'vitest';
import { en } from './translations/en';
import { zh } from './translations/zh';
import { pages } from '../../content/pages';
import { getPageTitle } from './translations/page-titles';
import { currentVersionOf, getProduct, products, productText } from './products';

describe('products', () => {
  it('lists the four products in switcher order with overview links', () => {
    expect(products.map((product) => [product.name, product.href])).toEqual([
      ['Data Grid', '/x/react-data-grid/'],
      ['Date and Time Pickers', '/x/react-date-pickers/'],
      ['Charts', '/x/react-charts/'],
      ['Tree View', '/x/react-tree-view/'],
    ]);
  });

  it('marks 8.12.1 current for the data grid and 8.12.0 for the others, then v7 to v4', () => {
    expect(getProduct('x-data-grid')?.versions.map((version) => [version.text, version.current])).toEqual([
      ['v8.12.1', true],
      ['v7', false],
      ['v6', false],
      ['v5', false],
      ['v4', false],
    ]);
    for (const id of ['x-date-pickers', 'x-charts', 'x-tree-view'] as const) {
      expect(getProduct(id)?.versions[0]).toMatchObject({ text: 'v8.12.0', current: true });
    }
    expect(getProduct('x')).toBeUndefined();
  });

  it('lists only the majors each product had, each linking to that product on its archive host', () => {
    const archived = (id: Parameters<typeof getProduct>[0]) =>
      getProduct(id)
        ?.versions.filter((version) => !version.current)
        .map((version) => version.text);
    expect(archived('x-data-grid')).toEqual(['v7', 'v6', 'v5', 'v4']);
    expect(archived('x-date-pickers')).toEqual(['v7', 'v6', 'v5']);
    expect(archived('x-charts')).toEqual(['v7', 'v6']);
    expect(archived('x-tree-view')).toEqual(['v7', 'v6']);
    for (const product of products) {
      for (const version of product.versions.filter((entry) => !entry.current)) {
        const v4 = version.text === 'v4';
        const path = v4 ? '/components/data-grid/' : product.href;
        expect(version.href, `${product.name} ${version.text}`).toMatch(
          new RegExp(`^https://${version.text}\\.mui\\.com`),
        );
        expect(version.href.replace(/^https:\/\/[^/]+/, ''), `${product.name} ${version.text}`).toContain(
          path.replace(/\/$/, ''),
        );
      }
    }
  });

  it("gives a page its product's current version, and the site's to a page outside every product", () => {
    expect(currentVersionOf(getProduct('x-tree-view'))).toBe('v8.12.0');
    expect(currentVersionOf(getProduct('x-charts'))).toBe('v8.12.0');
    expect(currentVersionOf(getProduct('x-data-grid'))).toBe('v8.12.1');
    expect(currentVersionOf(undefined)).toBe('v8.12.1');
  });
});

describe('product names in Chinese', () => {
  it('are the navigation group titles, so the switcher, search and nav name a product alike', () => {
    for (const product of products) {
      const group = pages.find((entry) => entry.title === product.name);
      expect(group, product.name).toBeDefined();
      expect(productText(product, 'zh').name).toBe(getPageTitle(group!, 'zh'));
      expect(productText(product, 'zh').description).not.toBe(product.description);
      expect(productText(product, 'en')).toEqual({ name: product.name, description: product.description });
    }
    expect(productText(getProduct('x-data-grid')!, 'zh').name).toBe('数据表格');
  });
});

describe('translations', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'object' ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('gives every English shell string a Chinese translation', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const key of keys(zh))
      expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zh)).not.toBe('');
  });
});
