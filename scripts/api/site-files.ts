import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiIndex } from '../../src/engine/api/api-index';
import { listApiItems } from '../../src/engine/api/load';
import { createApiNavGroup } from '../../src/engine/api/nav';
import { apiIndexPathname } from '../../src/engine/api/paths';
import type { ApiItem, ApiProductFile } from '../../src/engine/api/types';
import type { GeneratedPage } from '../../src/engine/api/site-types';

/** Anchors an API page has: its sections and one per prop, slot, class, property and parameter. */
function anchorsOf(item: ApiItem): string[] {
  const sections = ['import', 'demos'];
  if (item.kind === 'component') {
    return [
      ...sections,
      'props',
      'slots',
      'classes',
      ...item.props.map((prop) => `prop-${prop.name}`),
      ...item.slots.map((slot) => `slot-${slot.name}`),
      ...item.classes.map((entry) => `classes-${entry.name}`),
    ];
  }
  if (item.kind === 'interface')
    return [...sections, 'properties', ...item.properties.map((prop) => `property-${prop.name}`)];
  const parameters = item.parameters.length > 0 ? ['parameters'] : [];
  return [...sections, ...parameters, 'returns', ...item.parameters.map((parameter) => `parameter-${parameter.name}`)];
}

/**
 * Small files the site itself reads: `nav.json` (the "API reference" navigation group of each
 * product, shipped to the browser) and `pages.json` (every API page with its anchors, for
 * prerendering and the link checker). The big per-product files stay on the build side.
 */
export function writeSiteFiles(outputDir: string, products: readonly ApiProductFile[]): void {
  const nav = Object.fromEntries(products.map((product) => [product.productId, createApiNavGroup(product)]));
  const pages: GeneratedPage[] = products.flatMap((product) => [
    {
      pathname: apiIndexPathname(product.productId),
      anchors: createApiIndex(product).sections.map((section) => section.id),
      name: product.productId,
      kind: 'index' as const,
    },
    ...listApiItems(product).map((item) => ({
      pathname: item.pathname,
      anchors: anchorsOf(item),
      name: item.name,
      kind: item.kind,
    })),
  ]);
  writeFileSync(join(outputDir, 'nav.json'), `${JSON.stringify(nav)}\n`);
  writeFileSync(join(outputDir, 'pages.json'), `${JSON.stringify(pages)}\n`);
}
