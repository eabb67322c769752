import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichItemsDisableApi() {
  const apiRef = useTreeViewApiRef();
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);
  const [locked, setLocked] = React.useState<string[]>([]);

  const toggleLock = (itemId: string) => {
    const shouldBeDisabled = !locked.includes(itemId);
    apiRef.current?.setIsItemDisabled({ itemId, shouldBeDisabled });
    setLocked((current) => (shouldBeDisabled ? [...current, itemId] : current.filter((id) => id !== itemId)));
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={focusedItem == null}
          onClick={() => focusedItem && toggleLock(focusedItem)}
        >
          {focusedItem && locked.includes(focusedItem) ? 'Unlock' : 'Lock'} focused item
        </Button>
        <Typography variant="body2" color="text.secondary">
          Focused: {focusedItem ?? 'none'}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, minHeight: 24 }}>
        {locked.map((itemId) => (
          <Chip key={itemId} size="small" label={itemId} onDelete={() => toggleLock(itemId)} />
        ))}
      </Stack>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          apiRef={apiRef}
          items={projectFolder}
          disabledItemsFocusable
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
          defaultExpandedItems={['src', 'src/components']}
          aria-label="Project files, some locked"
        />
      </Box>
    </Stack>
  );
}
