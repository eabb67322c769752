import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiProductFile } from '../../src/engine/api/types';
import type { ApiIndexFile } from '../../src/engine/api/types';
import { extractProduct } from './extract-product';
import { getProductSpecs } from './products';
import { createApiProgram } from './program';
import { writeSiteFiles } from './site-files';
import { extractWidgets } from './widgets/extract-widgets';

/** Where `npm run api:generate` writes: one JSON file per product plus `index.json`. */
export const apiOutputDir = join(process.cwd(), '.generated', 'api');

/**
 * With `--if-stale`, nothing is done when the output is newer than the installed packages (the lock
 * file) and the extractor's own sources, so every script can call this cheaply before it needs the data.
 */
function isFresh(): boolean {
  const marker = join(apiOutputDir, 'pages.json');
  if (!existsSync(marker)) return false;
  const builtAt = statSync(marker).mtimeMs;
  const sources = [
    'package-lock.json',
    ...['scripts/api', 'scripts/api/widgets', 'src/engine/api', 'src/engine/widgets'].flatMap((dir) =>
      readdirSync(dir).map((name) => join(dir, name)),
    ),
  ];
  return sources.every((source) => statSync(source).mtimeMs < builtAt);
}

if (process.argv.includes('--if-stale') && isFresh()) {
  console.log('API reference is up to date.');
  process.exit(0);
}

const started = performance.now();
const specs = getProductSpecs();
const api = createApiProgram(specs.flatMap((spec) => spec.packages));
const compiled = performance.now();
const index: ApiIndexFile = { products: [] };
const products: ApiProductFile[] = [];

mkdirSync(apiOutputDir, { recursive: true });
for (const spec of specs) {
  const productStart = performance.now();
  const product = extractProduct(api, spec);
  products.push(product);
  const file = `${spec.productId}.json`;
  writeFileSync(join(apiOutputDir, file), `${JSON.stringify(product)}\n`);
  const { components, interfaces, hooks } = product;
  index.products.push({
    productId: spec.productId,
    file,
    components: components.length,
    interfaces: interfaces.length,
    hooks: hooks.length,
  });
  console.log(
    `${spec.productId}: ${components.length} components, ${interfaces.length} interfaces, ${hooks.length} hooks ` +
      `(${Math.round(performance.now() - productStart)} ms)`,
  );
}
writeFileSync(join(apiOutputDir, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
const widgetsStart = performance.now();
const gridSpec = specs.find((spec) => spec.productId === 'x-data-grid')!;
const widgets = await extractWidgets(
  api,
  gridSpec,
  products.find((product) => product.productId === 'x-data-grid')!,
);
writeFileSync(join(apiOutputDir, 'widgets.json'), `${JSON.stringify(widgets)}\n`);
console.log(
  `reference widgets: ${widgets.features.length} features, ${widgets.selectors.length} selectors, ` +
    `${widgets.events.length} events (${Math.round(performance.now() - widgetsStart)} ms)`,
);
writeSiteFiles(apiOutputDir, products);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
console.log(
  `API reference written to ${apiOutputDir} in ${seconds(performance.now() - started)} s ` +
    `(compiling declarations ${seconds(compiled - started)} s)`,
);
