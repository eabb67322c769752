import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../../demo-data/tree-items';

const STAGED_BY_DEFAULT = ['package.json', 'src/main.tsx'];

export default function RichSelectionControlled() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(STAGED_BY_DEFAULT);

  return (
    <Stack spacing={1.5} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Typography variant="body2">Staged ({selectedItems.length}):</Typography>
        {selectedItems.map((itemId) => (
          <Chip
            key={itemId}
            size="small"
            label={itemId}
            onDelete={() => setSelectedItems((previous) => previous.filter((id) => id !== itemId))}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(STAGED_BY_DEFAULT)}>
          Reset
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelectedItems([])}
          disabled={selectedItems.length === 0}
        >
          Clear
        </Button>
      </Stack>
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          multiSelect
          checkboxSelection
          items={projectFolder}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['src']}
          aria-label="Files to stage"
        />
      </Box>
    </Stack>
  );
}
