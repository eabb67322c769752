import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionToggleLog() {
  const [lines, setLines] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Reading list by shelf"
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLines((previous) => [`${isExpanded ? 'Opened' : 'Closed'} “${itemId}”`, ...previous].slice(0, 4))
        }
      >
        <TreeItem itemId="novels" label="Novels">
          <TreeItem itemId="novels-classic" label="Classics">
            <TreeItem itemId="middlemarch" label="Middlemarch" />
            <TreeItem itemId="buddenbrooks" label="Buddenbrooks" />
          </TreeItem>
          <TreeItem itemId="novels-recent" label="Recent" />
        </TreeItem>
        <TreeItem itemId="essays" label="Essays">
          <TreeItem itemId="essays-science" label="Science writing" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Last changes
      </Typography>
      {lines.length === 0 ? <Typography variant="body2">Open a shelf.</Typography> : null}
      {lines.map((line, index) => (
        <Typography key={`${String(lines.length - index)}-${line}`} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
