import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data';
import { collectDemoFiles } from './demo-files';

const demo = join(import.meta.dirname, 'fixtures/demos/typed-grid.tsx');

describe('demo files', () => {
  it('collects relative imports as flat files and rewrites their specifiers', () => {
    const files = collectDemoFiles(demo);
    expect(files.map((file) => [file.name, file.jsx])).toEqual([
      ['typed-grid', true],
      ['people', false],
    ]);
    expect(files[0]?.source).toContain("import { people, type Person } from './people';");
    expect(files[0]?.imports).toContain('../data/people');
  });

  it('builds the TS files, their generated JS twins (highlighted) and the pinned packages', async () => {
    const data = await buildDemoData('typed-grid', demo);
    expect(data.variants.map((variant) => variant.styling)).toEqual(['system']);
    const [variant] = data.variants;
    const [main, people] = variant!.files;
    expect(main?.js.code).toContain("import { people } from './people';");
    expect(main?.js.code).not.toContain('GridColDef');
    expect(main?.js.html).toContain('<span class="tk-keyword">import</span>');
    expect(people?.js.code).not.toContain('interface');
    expect(variant?.dependencies).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/material': '7.3.2',
      '@mui/x-data-grid': '8.12.1',
      '@mui/x-date-pickers': '8.12.0',
      dayjs: '1.11.13',
      react: '19.1.1',
      'react-dom': '19.1.1',
    });
  });
});
