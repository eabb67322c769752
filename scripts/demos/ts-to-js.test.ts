import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toJavaScript } from './ts-to-js';

const fixture = (path: string) => readFileSync(join(import.meta.dirname, 'fixtures', path), 'utf8');

describe('toJavaScript', () => {
  it('strips types, type-only imports and declarations, keeping JSX, comments and blank lines', async () => {
    expect(await toJavaScript(fixture('demos/typed-grid.tsx'), 'typed-grid.tsx')).toBe(
      [
        "import * as React from 'react';",
        "import Box from '@mui/material/Box';",
        "import { DataGrid } from '@mui/x-data-grid';",
        "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
        "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
        "import { people } from '../data/people';",
        '',
        "const columns = [{ field: 'name', headerName: 'Name', width: 160 }];",
        '',
        'export default function TypedGrid({ height = 240 }) {',
        '  const [count, setCount] = React.useState(people.length);',
        '',
        '  // Keeps the row count in the caption.',
        '  return (',
        '    <LocalizationProvider dateAdapter={AdapterDayjs}>',
        '      <Box sx={{ height }} onClick={() => setCount(count + 1)}>',
        '        <DataGrid rows={people} columns={columns} />',
        '      </Box>',
        '    </LocalizationProvider>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('turns a data module into plain JavaScript', async () => {
    expect(await toJavaScript(fixture('data/people.ts'), 'people.ts')).toBe(
      "export const people = [\n  { id: 1, name: 'Ada' },\n  { id: 2, name: 'Grace' },\n];\n",
    );
  });

  it('reports a syntax error with the file name', async () => {
    await expect(toJavaScript('const a: = 1;', 'broken.ts')).rejects.toThrow(/^broken\.ts: /);
  });
});
