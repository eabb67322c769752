import { describe, expect, it } from 'vitest';
import { sectionsOfMdx } from './page-sections';

const source = `---
title: Sample
description: A sample page.
productId: x-data-grid
---

Intro with \`checkboxSelection\` and <kbd>Tab</kbd>.

<Demo name="basic-grid" />

## Rows <PlanBadge plan="pro" />

<Callout type="info">

Give every row an id.

</Callout>

\`\`\`tsx
const columns: GridColDef[] = [];
export default function App() { return <DataGrid rows={rows} getRowId={(row) => row.key} />; }
\`\`\`

### Rows

Same text, its own id.
`;

describe('sectionsOfMdx', () => {
  const sections = sectionsOfMdx(source);

  it('splits the body at h2/h3 headings with the ids the page renders', () => {
    expect(sections.map((section) => section.id)).toEqual([undefined, 'rows', 'rows-1']);
    expect(sections[1]?.heading).toBe('Rows');
  });

  it('keeps prose, inline code and keyboard keys, and skips badges', () => {
    expect(sections[0]?.text).toBe('Intro with checkboxSelection and Tab.');
    expect(sections[1]?.text).toBe('Give every row an id.');
  });

  it('collects identifiers from code without keywords, and embedded demos', () => {
    expect(sections[0]?.code).toEqual(['checkboxSelection']);
    expect(sections[1]?.code).toEqual(expect.arrayContaining(['GridColDef', 'DataGrid', 'getRowId', 'rows']));
    expect(sections[1]?.code).not.toContain('const');
    expect(sections[0]?.demos).toEqual(['basic-grid']);
  });

  it('gives an h2 that only introduces its h3s the text of its h3s', () => {
    const sections = sectionsOfMdx(
      '## CSV export\n\n### Exported cells\n\nThe CSV file.\n\n### Delimiter\n\nA comma.\n',
    );
    expect(sections.map((section) => [section.heading, section.text])).toEqual([
      ['CSV export', 'The CSV file. A comma.'],
      ['Exported cells', 'The CSV file.'],
      ['Delimiter', 'A comma.'],
    ]);
  });
});
