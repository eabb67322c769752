import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichItemsParentId() {
  const apiRef = useTreeViewApiRef();
  const [trail, setTrail] = React.useState<string[]>([]);

  const handleSelect = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    const labels: string[] = [];
    // Walk up from the selected item until getParentId reports a root item (null).
    for (let id = itemId; id != null && api; id = api.getParentId(id)) {
      labels.unshift(api.getItem(id).label);
    }
    setTrail(labels);
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Breadcrumbs aria-label="Path of the selected file" sx={{ mb: 1, minHeight: 24 }}>
        {trail.length === 0 ? <Typography variant="body2">Select a file</Typography> : null}
        {trail.map((label) => (
          <Typography key={label} variant="body2">
            {label}
          </Typography>
        ))}
      </Breadcrumbs>
      <RichTreeView
        apiRef={apiRef}
        items={projectFolder}
        onSelectedItemsChange={handleSelect}
        defaultExpandedItems={['src', 'src/hooks']}
        aria-label="Project files"
      />
    </Box>
  );
}
