import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { createRandom, pick, randomInt } from './random';

/** A tree item with an id, a label and optional children: the shape Rich Tree View reads by default. */
export type DemoTreeItem = TreeViewBaseItem<{ id: string; label: string; children?: DemoTreeItem[] }>;

/** A small project folder, hand-written so prose can refer to its items by name. */
export const projectFolder: DemoTreeItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/header.tsx', label: 'header.tsx' },
          { id: 'src/components/sidebar.tsx', label: 'sidebar.tsx' },
          { id: 'src/components/footer.tsx', label: 'footer.tsx' },
        ],
      },
      {
        id: 'src/hooks',
        label: 'hooks',
        children: [
          { id: 'src/hooks/use-theme.ts', label: 'use-theme.ts' },
          { id: 'src/hooks/use-fetch.ts', label: 'use-fetch.ts' },
        ],
      },
      { id: 'src/main.tsx', label: 'main.tsx' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [
      { id: 'public/favicon.svg', label: 'favicon.svg' },
      { id: 'public/robots.txt', label: 'robots.txt' },
    ],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'readme.md', label: 'README.md' },
];

const FOLDER_NAMES = ['assets', 'docs', 'lib', 'tests', 'utils', 'styles', 'api', 'config', 'scripts', 'fixtures'];
const FILE_STEMS = ['index', 'helpers', 'types', 'constants', 'client', 'server', 'store', 'routes', 'schema', 'theme'];
const EXTENSIONS = ['.ts', '.tsx', '.json', '.md', '.css'];

/**
 * Generates a folder tree of the given depth and breadth, the same for a given seed.
 * Ids are the item paths, so they are unique and readable in selection demos.
 */
export function createFolderTree({
  seed = 7,
  depth = 3,
  breadth = 4,
}: { seed?: number; depth?: number; breadth?: number } = {}): DemoTreeItem[] {
  const random = createRandom(seed);
  const build = (parent: string, level: number): DemoTreeItem[] => {
    const count = randomInt(random, Math.max(1, breadth - 2), breadth);
    const used = new Set<string>();
    const items: DemoTreeItem[] = [];
    for (let index = 0; index < count; index += 1) {
      const isFolder = level < depth && random() < 0.55;
      let label = isFolder ? pick(random, FOLDER_NAMES) : `${pick(random, FILE_STEMS)}${pick(random, EXTENSIONS)}`;
      while (used.has(label))
        label = `${label.replace(/(\.\w+)?$/, '')}-${index}${isFolder ? '' : pick(random, EXTENSIONS)}`;
      used.add(label);
      const id = parent ? `${parent}/${label}` : label;
      items.push(isFolder ? { id, label, children: build(id, level + 1) } : { id, label });
    }
    return items;
  };
  return build('', 1);
}

/** Every id in a tree, depth first. */
export function collectItemIds(items: readonly DemoTreeItem[]): string[] {
  return items.flatMap((item) => [item.id, ...collectItemIds(item.children ?? [])]);
}
