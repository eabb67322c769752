import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderOgImageFiles } from './og-image-pool';

const dir = mkdtempSync(join(tmpdir(), 'og-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderOgImageFiles', () => {
  it('writes each image as a 1200×630 PNG from a child process and returns the sizes in order', async () => {
    const jobs = [
      { file: join(dir, 'a', 'sorting.png'), title: 'Sorting', section: 'Data Grid' },
      { file: join(dir, 'b', 'date-picker.png'), title: 'Date Picker', section: 'Date and Time Pickers' },
    ];
    const sizes = await renderOgImageFiles(jobs);
    expect(sizes).toHaveLength(2);
    for (const [index, job] of jobs.entries()) {
      const png = readFileSync(job.file);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(sizes[index]).toBe(png.length);
    }
  });

  it("fails with the child's error and the batch it was rendering", async () => {
    const file = join(dir, 'taken.png');
    // A directory where the image should go: the child cannot write it.
    await renderOgImageFiles([{ file: join(file, 'x.png'), title: 'T', section: 'S' }]);
    await expect(renderOgImageFiles([{ file, title: 'T', section: 'S' }])).rejects.toThrow(
      /^social images: EISDIR.*\(batch starting at .*taken\.png\)$/,
    );
  });
});
