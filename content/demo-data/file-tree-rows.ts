import { createRandom, randomInt } from './random';
import { createFolderTree, type DemoTreeItem } from './tree-items';

/**
 * A folder tree flattened into grid rows for tree data: each row carries its `path` (folder names
 * down to the item), the shape `getTreeDataPath` and the server data source read.
 */
export type FileTreeRow = {
  /** The item's path joined with "/": unique. */
  id: string;
  path: string[];
  name: string;
  kind: 'folder' | 'file';
  /** Kilobytes; a folder's own entry is 4 KB, its total comes from aggregation. */
  sizeKb: number;
  /** When the item last changed, within 2024. */
  modified: Date;
};

/**
 * Every folder and file of a seeded folder tree, parents before their children.
 * @param seed Seed of the tree and of the sizes and dates. @default 42
 * @param depth How many folder levels. @default 4
 * @param breadth Up to how many items per folder. @default 5
 */
export function createFileTreeRows({ seed = 42, depth = 4, breadth = 5 } = {}): FileTreeRow[] {
  const random = createRandom(seed + 1);
  const rows: FileTreeRow[] = [];
  const visit = (items: DemoTreeItem[], parent: string[]) => {
    for (const item of items) {
      const path = [...parent, item.label];
      const kind = item.children ? 'folder' : 'file';
      const sizeKb = kind === 'folder' ? 4 : randomInt(random, 1, 2048);
      const modified = new Date(Date.UTC(2024, 0, 1) + randomInt(random, 0, 365 * 24 * 60) * 60_000);
      rows.push({ id: item.id, path, name: item.label, kind, sizeKb, modified });
      if (item.children) visit(item.children, path);
    }
  };
  visit(createFolderTree({ seed, depth, breadth }), []);
  return rows;
}
