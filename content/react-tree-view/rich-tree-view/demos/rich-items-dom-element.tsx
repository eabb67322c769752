import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { createFolderTree, collectItemIds } from '../../../demo-data/tree-items';

const folders = createFolderTree({ seed: 11, depth: 3, breadth: 5 });
const allIds = collectItemIds(folders);
// Ids are paths: the last nested item and the folder that holds it.
const lastId = allIds.filter((id) => id.includes('/')).pop() ?? '';
const parentId = lastId.slice(0, lastId.lastIndexOf('/'));

export default function RichItemsDomElement() {
  const apiRef = useTreeViewApiRef();
  const [message, setMessage] = React.useState('The tree scrolls inside a box of fixed height.');

  const reveal = () => {
    const element = apiRef.current?.getItemDOMElement(lastId);
    if (!element) {
      setMessage(`"${lastId}" is not rendered: one of its parents is collapsed.`);
      return;
    }
    element.scrollIntoView({ block: 'nearest' });
    element.animate([{ backgroundColor: 'rgba(25, 118, 210, 0.3)' }, { backgroundColor: 'transparent' }], 1200);
    setMessage(`Scrolled to "${lastId}" (${element.offsetHeight}px tall row).`);
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={reveal}>
          Scroll to the last item
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setItemExpansion({ itemId: parentId, shouldBeExpanded: false })}
        >
          Collapse its folder
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 200, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView apiRef={apiRef} items={folders} defaultExpandedItems={allIds} aria-label="Generated folders" />
      </Box>
    </Stack>
  );
}
