import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { richRecipes } from '../../../demo-data/rich-recipes';

export default function RichSelectionDisabled() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Reading: {focused ?? 'nothing yet'} (nothing can be selected)
      </Typography>
      <RichTreeView
        items={richRecipes}
        disableSelection
        onItemFocus={(_event, itemId) => setFocused(itemId)}
        defaultExpandedItems={['dinner']}
        aria-label="Table of contents of the recipe book"
      />
    </Box>
  );
}
