import { createFolderTree, type DemoTreeItem } from './tree-items';

/** What the fake server sends for one item: no nested children, only how many there are. */
export interface LazyTreeItem {
  id: string;
  label: string;
  childrenCount: number;
}

/** The full tree lives "on the server"; the client only ever sees one level at a time. */
const SERVER_TREE = createFolderTree({ seed: 42, depth: 4, breadth: 5 });

const childrenByParent = new Map<string | null, DemoTreeItem[]>();
const indexTree = (items: DemoTreeItem[], parentId: string | null) => {
  childrenByParent.set(parentId, items);
  items.forEach((item) => {
    if (item.children) indexTree(item.children, item.id);
  });
};
indexTree(SERVER_TREE, null);

const toLazyItem = (item: DemoTreeItem): LazyTreeItem => ({
  id: item.id,
  label: item.label,
  childrenCount: item.children?.length ?? 0,
});

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Resolves with the direct children of `parentId` (or the root items) after a fixed delay,
 * so every visit to the demo behaves the same way.
 */
export async function fetchTreeLevel(parentId?: string, delay = 600): Promise<LazyTreeItem[]> {
  await wait(delay);
  const children = childrenByParent.get(parentId ?? null);
  if (!children) throw new Error(`Unknown folder: ${parentId ?? '(root)'}`);
  return children.map(toLazyItem);
}

/**
 * The same level as `fetchTreeLevel`, without the wait: what a page rendered on the server would already hold,
 * for demos that pass the first level as `items` and fetch only deeper ones.
 */
export function readTreeLevelNow(parentId?: string): LazyTreeItem[] {
  const children = childrenByParent.get(parentId ?? null);
  if (!children) throw new Error(`Unknown folder: ${parentId ?? '(root)'}`);
  return children.map(toLazyItem);
}
