/** Child process of og-image-pool.ts: renders one batch of social images, writes them, replies with their sizes. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { renderOgImage } from './og-image';
import type { OgImageChildReply, OgImageJob } from './og-image-pool';

process.once('message', (jobs: OgImageJob[]) => {
  void (async () => {
    let reply: OgImageChildReply;
    try {
      const bytes: number[] = [];
      for (const job of jobs) {
        const png = await renderOgImage(job.title, job.section);
        mkdirSync(dirname(job.file), { recursive: true });
        writeFileSync(job.file, png);
        bytes.push(png.length);
      }
      reply = { bytes };
    } catch (error) {
      reply = { error: error instanceof Error ? error.message : String(error) };
    }
    process.send!(reply, () => process.disconnect());
  })();
});
