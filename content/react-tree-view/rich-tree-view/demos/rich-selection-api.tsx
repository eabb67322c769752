import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichSelectionApi() {
  const apiRef = useTreeViewApiRef();
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  const hookFiles = (event: React.MouseEvent) => {
    apiRef.current?.setItemSelection({
      event,
      itemId: 'src/hooks/use-theme.ts',
      keepExistingSelection: true,
      shouldBeSelected: true,
    });
    apiRef.current?.setItemSelection({
      event,
      itemId: 'src/hooks/use-fetch.ts',
      keepExistingSelection: true,
      shouldBeSelected: true,
    });
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({ event, itemId: 'package.json', shouldBeSelected: true })
          }
        >
          Select only package.json
        </Button>
        <Button size="small" variant="outlined" onClick={hookFiles}>
          Add both hooks
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({ event, itemId: 'readme.md', keepExistingSelection: true })
          }
        >
          Toggle README.md, keep the rest
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected: {selectedItems.length === 0 ? 'nothing' : selectedItems.join(', ')}
      </Typography>
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          apiRef={apiRef}
          multiSelect
          items={projectFolder}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['src', 'src/hooks']}
          aria-label="Project files selected from code"
        />
      </Box>
    </Stack>
  );
}
