import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getApiDir } from './load';
import type { GeneratedPage } from './site-types';

/**
 * The generated API pages (`pages.json`), or none when the reference was not generated (a content
 * root of its own, such as the fixtures, builds without it).
 */
export function loadGeneratedPages(dir = getApiDir()): GeneratedPage[] {
  const file = join(dir, 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GeneratedPage[]) : [];
}
