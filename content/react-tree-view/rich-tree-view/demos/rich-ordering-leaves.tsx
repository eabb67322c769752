import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { richRecipes } from '../../../demo-data/rich-recipes';

/** Ids of the items that have children: the chapters of the book. */
const chapterIds = (items: readonly TreeViewBaseItem[]): string[] =>
  items.flatMap((item) => (item.children?.length ? [item.id, ...chapterIds(item.children)] : []));
const CHAPTERS = new Set(chapterIds(richRecipes));

export default function RichOrderingLeaves() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeViewPro
        items={richRecipes}
        defaultExpandedItems={['breakfast', 'dinner', 'curries']}
        itemsReordering
        // Chapters stay where they are; single recipes can be dragged anywhere.
        isItemReorderable={(itemId) => !CHAPTERS.has(itemId)}
        aria-label="Recipe book: drag single recipes"
      />
    </Box>
  );
}
