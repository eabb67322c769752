/**
 * Renders the social images in short-lived child processes. resvg-js gives a rendered image's pixels (1200×630×4,
 * about 3 MB) back only when its process ends, whatever the garbage collector does, so one process rendering every
 * image grew by that much per image (4.9 GB at the 1,000-page corpus's 1,462 images). Each child renders one batch,
 * writes its files and exits; two run at a time, one per core.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/** One image to write: the absolute file path and what it shows. */
export interface OgImageJob {
  file: string;
  title: string;
  section: string;
}

/** Images per child: about 0.5 GB of unreturned pixels before the child exits. */
export const OG_IMAGE_BATCH = 150;

/** What a child sends back: the size of each file it wrote, in its batch's order, or what failed. */
export type OgImageChildReply = { bytes: number[] } | { error: string };

const CHILD = join(import.meta.dirname, 'og-image-child.ts');

function renderBatch(jobs: OgImageJob[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    // The child is TypeScript: run it with tsx's loader whatever started this process.
    const child = fork(CHILD, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let reply: OgImageChildReply | undefined;
    child.on('message', (message: OgImageChildReply) => {
      reply = message;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (reply && 'bytes' in reply && code === 0) resolve(reply.bytes);
      else
        reject(
          new Error(
            `social images: ${reply && 'error' in reply ? reply.error : `the renderer exited with code ${code}`} (batch starting at ${jobs[0]?.file})`,
          ),
        );
    });
    child.send(jobs);
  });
}

/** Writes every job's image; returns each file's size in bytes, in the jobs' order. */
export async function renderOgImageFiles(jobs: OgImageJob[]): Promise<number[]> {
  const batches: OgImageJob[][] = [];
  for (let start = 0; start < jobs.length; start += OG_IMAGE_BATCH)
    batches.push(jobs.slice(start, start + OG_IMAGE_BATCH));
  const results: number[][] = new Array(batches.length);
  let next = 0;
  const lane = async () => {
    while (next < batches.length) {
      const index = next++;
      results[index] = await renderBatch(batches[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism(), batches.length) }, lane));
  return results.flat();
}
