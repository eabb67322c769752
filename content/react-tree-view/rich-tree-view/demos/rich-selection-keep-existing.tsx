import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { collectItemIds, projectFolder } from '../../../demo-data/tree-items';

const allIds = collectItemIds(projectFolder);

export default function RichSelectionKeepExisting() {
  const apiRef = useTreeViewApiRef();
  const [query, setQuery] = React.useState('use');
  // The tree keeps the selection itself: several setItemSelection calls in one handler then build on each other.
  const [selected, setSelected] = React.useState<string[]>([]);
  const matches = query ? allIds.filter((id) => id.toLowerCase().includes(query.toLowerCase())) : [];

  const selectMatches = (event: React.MouseEvent, keepExistingSelection: boolean) => {
    matches.forEach((itemId, index) => {
      // The first call may replace the selection; the next ones always add to it.
      apiRef.current?.setItemSelection({
        event,
        itemId,
        shouldBeSelected: true,
        keepExistingSelection: keepExistingSelection || index > 0,
      });
    });
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label="Path contains"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button size="small" variant="outlined" onClick={(event) => selectMatches(event, false)}>
          Replace selection
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => selectMatches(event, true)}>
          Add to selection
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {matches.length} matching, {selected.length} selected
      </Typography>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          apiRef={apiRef}
          items={projectFolder}
          multiSelect
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
          defaultExpandedItems={['src', 'src/hooks', 'src/components']}
          aria-label="Project files"
        />
      </Box>
    </Stack>
  );
}
