import { describe, expect, it } from 'vitest';
import { createLlmsTxtFiles, sectionFolderOf } from './llms-txt';
import { listPublishedPages } from './published-pages';
import { testInput, testTree } from './test-site';

const origin = 'https://docs.example.com';
const files = createLlmsTxtFiles(testTree, listPublishedPages(testInput), origin);
const fileAt = (pathname: string) => files.find((file) => file.pathname === pathname)?.text ?? '';
const links = (text: string) => [...text.matchAll(/\]\((https:[^)]+)\)/g)].map((match) => match[1]);

describe('createLlmsTxtFiles', () => {
  it('writes the site file and one per section folder', () => {
    expect(files.map((file) => file.pathname)).toEqual([
      '/x/llms.txt',
      '/x/introduction/llms.txt',
      '/x/react-data-grid/llms.txt',
    ]);
  });

  it('opens the site file with a title and summary, then one heading per section', () => {
    const site = fileAt('/x/llms.txt');
    expect(site.startsWith('# X Docs\n\n> ')).toBe(true);
    expect(site).toContain('\n## Introduction\n');
    expect(site).toContain('\n## Data Grid\n');
    expect(site).toContain('- [Data Grid: every page](https://docs.example.com/x/react-data-grid/llms.txt)');
  });

  it('links each guide once to its Markdown version, with its description, grouped as the navigation is', () => {
    const site = fileAt('/x/llms.txt');
    expect(site).toContain('- [Sorting](https://docs.example.com/x/react-data-grid/sorting.md): Sort rows.');
    expect(site.indexOf('### Main features')).toBeLessThan(site.indexOf('[Sorting]'));
    const markdown = links(site).filter((url) => url?.endsWith('.md'));
    expect(new Set(markdown).size).toBe(markdown.length);
  });

  it('keeps API pages out of the site list except each index, under Optional', () => {
    const site = fileAt('/x/llms.txt');
    expect(site).not.toContain('data-grid/data-grid.md');
    expect(site).toContain('## Optional\n\n- [Data Grid API reference](https://docs.example.com/x/api/data-grid.md)');
  });

  it('lists every page of a section exactly once in its own file, API reference included', () => {
    const grid = fileAt('/x/react-data-grid/llms.txt');
    expect(links(grid).sort()).toEqual(
      [
        'https://docs.example.com/x/react-data-grid.md',
        'https://docs.example.com/x/react-data-grid/sorting.md',
        'https://docs.example.com/x/api/data-grid.md',
        'https://docs.example.com/x/api/data-grid/data-grid.md',
      ].sort(),
    );
    expect(grid).toContain('- [DataGrid](https://docs.example.com/x/api/data-grid/data-grid.md): The free grid.');
    expect(grid).toContain('## API reference');
  });
});

describe('sectionFolderOf', () => {
  it('is the first folder of the first page in the group', () => {
    expect(testTree.map(sectionFolderOf)).toEqual(['introduction', 'react-data-grid']);
  });
});
