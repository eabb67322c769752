import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionTrigger() {
  const [iconOnly, setIconOnly] = React.useState(true);
  const [lastToggle, setLastToggle] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 280 }}>
      <FormControlLabel
        control={<Switch checked={iconOnly} onChange={(event) => setIconOnly(event.target.checked)} />}
        label={`expansionTrigger="${iconOnly ? 'iconContainer' : 'content'}"`}
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last toggle: <code>{lastToggle ?? 'none yet'}</code>
      </Typography>
      <Box sx={{ minHeight: 220 }}>
        <SimpleTreeView
          aria-label="Office floors"
          expansionTrigger={iconOnly ? 'iconContainer' : 'content'}
          onItemExpansionToggle={(_event, itemId, isExpanded) =>
            setLastToggle(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)
          }
        >
          <TreeItem itemId="ground" label="Ground floor">
            <TreeItem itemId="ground-reception" label="Reception" />
            <TreeItem itemId="ground-cafe" label="Café" />
          </TreeItem>
          <TreeItem itemId="first" label="First floor">
            <TreeItem itemId="first-design" label="Design studio" />
            <TreeItem itemId="first-meeting" label="Meeting rooms" />
          </TreeItem>
          <TreeItem itemId="roof" label="Roof terrace" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
