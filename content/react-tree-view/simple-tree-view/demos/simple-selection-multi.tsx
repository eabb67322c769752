import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionMulti() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Photo albums"
        multiSelect
        defaultSelectedItems={['summer-beach', 'summer-hike']}
        defaultExpandedItems={['summer', 'winter']}
      >
        <TreeItem itemId="summer" label="Summer">
          <TreeItem itemId="summer-beach" label="Beach day" />
          <TreeItem itemId="summer-hike" label="Mountain hike" />
          <TreeItem itemId="summer-festival" label="Street festival" />
        </TreeItem>
        <TreeItem itemId="winter" label="Winter">
          <TreeItem itemId="winter-ski" label="Ski trip" />
          <TreeItem itemId="winter-market" label="Holiday market" />
        </TreeItem>
        <TreeItem itemId="screenshots" label="Screenshots" />
      </SimpleTreeView>
    </Box>
  );
}
