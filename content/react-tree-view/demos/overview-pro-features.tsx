import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { meetupProgramme } from '../../demo-data/meetup-programme';
import { fetchTreeLevel, type LazyTreeItem } from '../../demo-data/tree-pro-lazy-server';

const NO_ITEMS: LazyTreeItem[] = [];
const lazySource = {
  getChildrenCount: (item: LazyTreeItem) => item.childrenCount,
  getTreeItems: (parentId?: string) => fetchTreeLevel(parentId, 500),
};

export default function OverviewProFeatures() {
  const [lastMove, setLastMove] = React.useState('Drag a session to another block or day.');

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1, minHeight: 300 }}>
        <Typography variant="subtitle2" component="p">
          Lazy loading: each folder is fetched when opened
        </Typography>
        <RichTreeViewPro items={NO_ITEMS} dataSource={lazySource} aria-label="Remote folders loaded on demand" />
      </Box>
      <Box sx={{ flex: 1, minHeight: 300 }}>
        <Typography variant="subtitle2" component="p">
          Drag and drop: rearrange the programme
        </Typography>
        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
          {lastMove}
        </Typography>
        <RichTreeViewPro
          items={meetupProgramme}
          itemsReordering
          defaultExpandedItems={['friday', 'saturday']}
          onItemPositionChange={({ itemId, newPosition }) =>
            setLastMove(
              `${itemId} moved under ${newPosition.parentId ?? 'the top level'}, place ${newPosition.index + 1}`,
            )
          }
          aria-label="Meetup programme you can rearrange"
        />
      </Box>
    </Stack>
  );
}
