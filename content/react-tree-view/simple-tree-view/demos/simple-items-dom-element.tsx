import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];

export default function SimpleItemsDomElement() {
  const apiRef = useTreeViewApiRef();
  const [message, setMessage] = React.useState('Pick a month to bring into view.');

  const reveal = (itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    if (!element) {
      setMessage(`${itemId}: not rendered (is its quarter collapsed?)`);
      return;
    }
    element.scrollIntoView({ block: 'nearest' });
    setMessage(`${itemId}: <${element.tagName.toLowerCase()} role="${element.getAttribute('role')}">`);
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {['february', 'june', 'september'].map((itemId) => (
          <Button key={itemId} size="small" variant="outlined" onClick={() => reveal(itemId)}>
            Reveal {itemId}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
        {message}
      </Typography>
      <Box sx={{ height: 180, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SimpleTreeView apiRef={apiRef} aria-label="Monthly reports" defaultExpandedItems={['q1', 'q2']}>
          {[0, 1, 2].map((quarter) => (
            <TreeItem key={quarter} itemId={`q${quarter + 1}`} label={`Quarter ${quarter + 1}`}>
              {months.slice(quarter * 3, quarter * 3 + 3).map((month) => (
                <TreeItem key={month} itemId={month.toLowerCase()} label={`${month} report`} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
