import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { richRecipes } from '../../../demo-data/rich-recipes';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** Writes a new label into a copy of the items, so the tree and our state agree. */
const renamed = (items: TreeViewBaseItem[], itemId: string, label: string): TreeViewBaseItem[] =>
  items.map((item) =>
    item.id === itemId
      ? { ...item, label }
      : item.children
        ? { ...item, children: renamed(item.children, itemId, label) }
        : item,
  );

export default function RichEditingSetEdited() {
  const apiRef = useTreeViewApiRef();
  const [items, setItems] = React.useState(richRecipes);
  const [pendingId, setPendingId] = React.useState<string | null>(null);

  // The new item exists once the tree has rendered it: open its input then.
  React.useEffect(() => {
    if (!pendingId) return;
    apiRef.current?.focusItem(null, pendingId);
    apiRef.current?.setEditedItem(pendingId);
    setPendingId(null);
  }, [apiRef, pendingId]);

  const addChapter = () => {
    const id = `chapter-${String(items.length + 1)}`;
    setItems((previous) => [...previous, { id, label: 'New chapter' }]);
    setPendingId(id);
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Button size="small" variant="outlined" onClick={addChapter} sx={{ mb: 1 }}>
        Add a chapter
      </Button>
      <RichTreeView
        apiRef={apiRef}
        items={items}
        isItemEditable
        onItemLabelChange={(itemId, label) => setItems((previous) => renamed(previous, itemId, label))}
        defaultExpandedItems={['breakfast']}
        aria-label="Recipe book chapters"
      />
    </Box>
  );
}
