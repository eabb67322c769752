import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { richRecipes } from '../../demo-data/rich-recipes';

const OPEN = ['breakfast', 'dinner'];

/** The JSX a Simple Tree View needs for the same recipes (usually written by hand). */
function RecipeItems({ items }: { items: readonly TreeViewBaseItem[] }) {
  return items.map((item) => (
    <TreeItem key={item.id} itemId={item.id} label={item.label}>
      {item.children ? <RecipeItems items={item.children} /> : null}
    </TreeItem>
  ));
}

export default function OverviewTwoComponents() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1, minHeight: 280 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          SimpleTreeView: TreeItem elements
        </Typography>
        <SimpleTreeView defaultExpandedItems={OPEN} aria-label="Recipes written as JSX">
          <RecipeItems items={richRecipes} />
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: 1, minHeight: 280 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          RichTreeView: an items array
        </Typography>
        <RichTreeView items={richRecipes} defaultExpandedItems={OPEN} aria-label="Recipes passed as items" />
      </Box>
    </Stack>
  );
}
