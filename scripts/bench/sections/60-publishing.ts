/**
 * The publishing step (sitemap, robots.txt, llms.txt, Markdown versions, social images): how many files of each kind,
 * their total size and the step's time. Runs the step again on the existing out/ (it overwrites the same files).
 */
import { existsSync, readFileSync } from 'node:fs';
import { getContentRoot } from '../../../src/engine/content-files';
import { publishSite, type PublishedFile } from '../../publishing/publish-site';
import { kb, seconds } from '../format';
import type { BenchSectionRunner } from '../types';

const run: BenchSectionRunner = async () => {
  if (!existsSync('out/index.html')) throw new Error('out/ is missing: run `npm run build` first');
  // Rewrite out/ with the build settings it was built with (the stamp), not whatever this shell has set.
  const stamp = existsSync('out/.build-stamp') ? readFileSync('out/.build-stamp', 'utf8') : '{}';
  const env = JSON.parse(stamp) as NodeJS.ProcessEnv;
  const started = performance.now();
  const files = await publishSite({ outDir: 'out', contentRoot: getContentRoot(), env });
  const stepSeconds = (performance.now() - started) / 1000;
  const kinds: PublishedFile['kind'][] = ['markdown', 'og-image', 'llms', 'sitemap', 'robots'];
  const byKind = kinds.map((kind) => {
    const ofKind = files.filter((file) => file.kind === kind);
    return { kind, count: ofKind.length, bytes: ofKind.reduce((sum, file) => sum + file.bytes, 0) };
  });
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  return {
    title: 'Publishing files (post-build step 20-publishing)',
    columns: ['files', 'count', 'total size'],
    rows: [
      ...byKind.map((entry) => [entry.kind, entry.count, kb(entry.bytes)]),
      ['all', files.length, kb(total)],
      ['step time', '', seconds(stepSeconds)],
    ],
    json: { stepSeconds, totalBytes: total, byKind },
  };
};
export default run;
