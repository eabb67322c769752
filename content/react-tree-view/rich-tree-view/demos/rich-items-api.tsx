import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichItemsApi() {
  const apiRef = useTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('src/hooks');
  const [output, setOutput] = React.useState('Select an item, then press a button.');

  const show = (value: unknown) => setOutput(JSON.stringify(value, null, 2));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: 280 }}>
      <Box sx={{ flex: 1, minHeight: 300 }}>
        <RichTreeView
          apiRef={apiRef}
          items={projectFolder}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          defaultExpandedItems={['src', 'src/hooks']}
          aria-label="Project files"
        />
      </Box>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={selectedItem == null}
          onClick={() => selectedItem && show(apiRef.current?.getItem(selectedItem))}
        >
          getItem(selected)
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={selectedItem == null}
          onClick={() => selectedItem && show(apiRef.current?.getItemOrderedChildrenIds(selectedItem))}
        >
          getItemOrderedChildrenIds(selected)
        </Button>
        <Button size="small" variant="outlined" onClick={() => show(apiRef.current?.getItemOrderedChildrenIds(null))}>
          getItemOrderedChildrenIds(null)
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={selectedItem == null}
          onClick={() => {
            const element = selectedItem ? apiRef.current?.getItemDOMElement(selectedItem) : null;
            show(
              element
                ? { tagName: element.tagName, role: element.getAttribute('role'), height: element.offsetHeight }
                : null,
            );
          }}
        >
          getItemDOMElement(selected)
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={selectedItem == null}
          onClick={() => selectedItem && show(apiRef.current?.getParentId(selectedItem))}
        >
          getParentId(selected)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => show(apiRef.current?.getItemTree().map((item) => item.label))}
        >
          getItemTree() root labels
        </Button>
        <Box
          component="pre"
          sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 160 }}
        >
          {output}
        </Box>
      </Stack>
    </Stack>
  );
}
