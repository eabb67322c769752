import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getApiDir } from '../api/load';
import type { ReferenceWidgetsFile } from './types';

let cached: { dir: string; file: ReferenceWidgetsFile } | undefined;

/** The generated widget data (`.generated/api/widgets.json`), read once per process. */
export function loadReferenceWidgets(dir = getApiDir()): ReferenceWidgetsFile {
  if (cached?.dir === dir) return cached.file;
  const path = join(dir, 'widgets.json');
  try {
    cached = { dir, file: JSON.parse(readFileSync(path, 'utf8')) as ReferenceWidgetsFile };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path}: could not read the reference widgets (${reason}). Fix: run \`npm run api:generate\`.`, {
      cause: error,
    });
  }
  return cached.file;
}
