import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { richRecipes } from '../../../demo-data/rich-recipes';

export default function RichItemsBasic() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 240 }}>
      <RichTreeView items={richRecipes} defaultExpandedItems={['dinner']} aria-label="Recipes" />
    </Box>
  );
}
