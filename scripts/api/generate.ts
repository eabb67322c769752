import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiIndexFile } from '../../src/engine/api/types';
import { extractProduct } from './extract-product';
import { getProductSpecs } from './products';
import { createApiProgram } from './program';

/** Where `npm run api:generate` writes: one JSON file per product plus `index.json`. */
export const apiOutputDir = join(process.cwd(), '.generated', 'api');

const started = performance.now();
const specs = getProductSpecs();
const api = createApiProgram(specs.flatMap((spec) => spec.packages));
const compiled = performance.now();
const index: ApiIndexFile = { products: [] };

mkdirSync(apiOutputDir, { recursive: true });
for (const spec of specs) {
  const productStart = performance.now();
  const product = extractProduct(api, spec);
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
const seconds = (ms: number) => (ms / 1000).toFixed(1);
console.log(
  `API reference written to ${apiOutputDir} in ${seconds(performance.now() - started)} s ` +
    `(compiling declarations ${seconds(compiled - started)} s)`,
);
