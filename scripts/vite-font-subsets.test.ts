import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontSubsets } from './vite-font-subsets';

describe('fontSubsets', () => {
  it('cuts a core WOFF2 file per font, well under half its Latin file, named by its content', async () => {
    const files = await fontSubsets();
    expect(files.map((file) => file.name)).toEqual(['inter', 'mono']);
    const sources = {
      inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      mono: '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
    };
    for (const file of files) {
      expect(file.data.subarray(0, 4).toString('latin1')).toBe('wOF2');
      const source = readFileSync(join(process.cwd(), 'node_modules', sources[file.name]));
      expect(file.data.length).toBeLessThan(source.length / 2 + 2_000);
      expect(file.fileName).toMatch(new RegExp(`^assets/${file.name}-core-[\\w-]{8}\\.woff2$`));
    }
  });
});
