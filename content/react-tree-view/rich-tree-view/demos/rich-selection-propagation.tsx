import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  const toggle = (key: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={Boolean(propagation.descendants)} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={Boolean(propagation.parents)} onChange={toggle('parents')} />}
          label="parents"
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: 40 }}>
        Selected: {selectedItems.length === 0 ? 'nothing' : selectedItems.join(', ')}
      </Typography>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          multiSelect
          checkboxSelection
          items={projectFolder}
          selectionPropagation={propagation}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['src', 'src/components', 'src/hooks']}
          aria-label="Project files with selection propagation"
        />
      </Box>
    </Box>
  );
}
