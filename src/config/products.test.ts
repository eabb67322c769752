import { describe, expect, it } from 'vitest';
import { en } from './translations/en';
import { zh } from './translations/zh';
import { getProduct, products } from './products';

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
