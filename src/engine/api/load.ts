import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiProductIds } from './paths';
import type { ApiIndexFile, ApiItem, ApiProductFile, ApiProductId } from './types';

/** Folder `npm run api:generate` writes to. */
export function getApiDir(): string {
  return join(process.cwd(), '.generated', 'api');
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file}: could not read the API reference (${reason}). Fix: run \`npm run api:generate\`.`, {
      cause: error,
    });
  }
}

/** The generated index: which products exist and their file names. */
export function loadApiIndex(dir = getApiDir()): ApiIndexFile {
  return readJson<ApiIndexFile>(join(dir, 'index.json'));
}

/** The generated reference of one product. */
export function loadApiProduct(productId: ApiProductId, dir = getApiDir()): ApiProductFile {
  const entry = loadApiIndex(dir).products.find((product) => product.productId === productId);
  if (!entry) {
    throw new Error(`${join(dir, 'index.json')}: no entry for ${productId}. Fix: run \`npm run api:generate\`.`);
  }
  const file = readJson<ApiProductFile>(join(dir, entry.file));
  if (file.productId !== productId) {
    throw new Error(`${join(dir, entry.file)}: holds ${file.productId}, expected ${productId}. Fix: regenerate it.`);
  }
  return file;
}

/** Every item of a product, components then interfaces then hooks. */
export function listApiItems(file: ApiProductFile): ApiItem[] {
  return [...file.components, ...file.interfaces, ...file.hooks];
}

/** Finds the item a pathname serves (with or without trailing slash) across the given products. */
export function findApiItem(files: readonly ApiProductFile[], pathname: string): ApiItem | undefined {
  const wanted = pathname.endsWith('/') ? pathname : `${pathname}/`;
  for (const file of files) {
    const item = listApiItems(file).find((candidate) => candidate.pathname === wanted);
    if (item) return item;
  }
  return undefined;
}

/** Every product's reference, in site order; products missing from the index are skipped. */
export function loadAllApiProducts(dir = getApiDir()): ApiProductFile[] {
  const available = new Set(loadApiIndex(dir).products.map((product) => product.productId));
  return apiProductIds.filter((id) => available.has(id)).map((id) => loadApiProduct(id, dir));
}
