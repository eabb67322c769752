import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { loadAllApiProducts } from '../../../src/engine/api/load';
import { loadGeneratedPages } from '../../../src/engine/api/site-data';
import { createSearchIndex } from '../../../src/engine/search/build-index';
import { serializeSearchIndex } from '../../../src/engine/search/packed-index';
import { siteDocuments } from '../../../src/engine/search/site-documents';
import type { SearchLanguage, SearchManifest } from '../../../src/engine/search/types';
import { loadSite } from '../../../src/engine/site';
import type { MuiPage } from '../../../src/engine/types';
import type { BuildStep } from '../types';

const LANGUAGES: readonly SearchLanguage[] = ['en', 'zh'];

/**
 * Writes one search index per language to out/search/ (served as /x/search/), content-hashed so it can be cached
 * for good, and manifest.json naming the current files.
 */
const writeSearchIndex: BuildStep = async ({ outDir, contentRoot }) => {
  const { pages } = (await tsImport(join(contentRoot, 'pages.ts'), import.meta.url)) as { pages: MuiPage[] };
  const generatedPages = loadGeneratedPages();
  const site = loadSite(contentRoot, pages, { generatedPages });
  const apiFiles = generatedPages.length > 0 ? loadAllApiProducts() : [];
  const folder = join(outDir, 'search');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const indexes = {} as SearchManifest['indexes'];
  for (const language of LANGUAGES) {
    const json = serializeSearchIndex(createSearchIndex(siteDocuments(site, apiFiles, language)));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `index-${language}-${hash}.json`;
    writeFileSync(join(folder, file), json);
    indexes[language] = file;
  }
  const manifest: SearchManifest = { indexes };
  writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
};

export default writeSearchIndex;
