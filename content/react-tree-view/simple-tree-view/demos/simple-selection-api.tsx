import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const toppings = ['basil', 'olives', 'mushrooms', 'peppers'];

export default function SimpleSelectionApi() {
  const apiRef = useTreeViewApiRef();
  const [keepExisting, setKeepExisting] = React.useState(true);
  const [selected, setSelected] = React.useState<string[]>(['basil']);

  const change = (itemId: string, shouldBeSelected?: boolean) => {
    apiRef.current?.setItemSelection({ itemId, shouldBeSelected, keepExistingSelection: keepExisting });
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={keepExisting} onChange={(event) => setKeepExisting(event.target.checked)} />}
        label="keepExistingSelection"
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => change('olives', true)}>
          Select olives
        </Button>
        <Button size="small" variant="outlined" onClick={() => change('olives', false)}>
          Deselect olives
        </Button>
        <Button size="small" variant="outlined" onClick={() => change('peppers')}>
          Toggle peppers
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        Selected: {selected.length > 0 ? selected.join(', ') : 'nothing'}
      </Typography>
      <Box sx={{ minHeight: 200 }}>
        <SimpleTreeView
          apiRef={apiRef}
          aria-label="Pizza toppings"
          multiSelect
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
          defaultExpandedItems={['toppings']}
        >
          <TreeItem itemId="toppings" label="Toppings">
            {toppings.map((topping) => (
              <TreeItem key={topping} itemId={topping} label={topping.charAt(0).toUpperCase() + topping.slice(1)} />
            ))}
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
