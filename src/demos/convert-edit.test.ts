import { describe, expect, it } from 'vitest';
import { convertEdit } from './convert-edit';

const edited = `import * as React from 'react';
import Box from '@mui/material/Box';
import type { SxProps } from '@mui/material/styles';
import { type TreeViewBaseItem } from '@mui/x-tree-view/models';

interface Recipe {
  id: string;
  label: string;
}

const panel: SxProps = { p: 2 };

export default function MyRecipes({ title = 'Mine' }: { title?: string }) {
  const [items] = React.useState<Recipe[]>([]);
  const count: number = items.length;
  return <Box sx={panel} aria-label={title}>{count} recipes</Box>;
}
`;

describe('carrying an edit to the other code language', () => {
  it('removes the types and type-only imports going to JavaScript, keeping the JSX and the edit', async () => {
    const js = await convertEdit(edited, 'TS', 'JS');
    expect(js).not.toMatch(/interface|SxProps|TreeViewBaseItem|: string|<Recipe\[\]>|: number/);
    expect(js).toContain("import Box from '@mui/material/Box';");
    expect(js).toContain('<Box sx={panel} aria-label={title}>{count} recipes</Box>');
    expect(js).toContain("export default function MyRecipes({ title = 'Mine' })");
    expect(js).not.toMatch(/\n\s*\n\s*\n/);
  });

  it('keeps JavaScript as typed going to TypeScript, and code in its own language', async () => {
    const js = 'export default function A() {\n  return <p>hi</p>;\n}\n';
    expect(await convertEdit(js, 'JS', 'TS')).toBe(js);
    expect(await convertEdit(edited, 'TS', 'TS')).toBe(edited);
  });
});
