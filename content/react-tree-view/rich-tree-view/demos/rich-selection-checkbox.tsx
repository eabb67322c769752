import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichSelectionCheckbox() {
  const [multiSelect, setMultiSelect] = React.useState(true);

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={multiSelect} onChange={(event) => setMultiSelect(event.target.checked)} />}
        label="multiSelect"
      />
      <Box sx={{ minHeight: 280 }}>
        {/* The key remounts the tree, because the selection value changes type (string or string[]) with multiSelect. */}
        <RichTreeView
          key={String(multiSelect)}
          checkboxSelection
          multiSelect={multiSelect}
          items={projectFolder}
          defaultExpandedItems={['src', 'public']}
          aria-label="Project files with checkboxes"
        />
      </Box>
    </Box>
  );
}
