import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleExpansionApi() {
  const apiRef = useTreeViewApiRef();
  const [status, setStatus] = React.useState('Use the buttons to drive the tree.');

  const toggleSettings = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'settings' });
  };

  const openSettings = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'settings', shouldBeExpanded: true });
  };

  const checkSettings = () => {
    const expanded = apiRef.current?.isItemExpanded('settings') ?? false;
    setStatus(`"settings" is ${expanded ? 'expanded' : 'collapsed'}.`);
  };

  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={toggleSettings}>
          Toggle Settings
        </Button>
        <Button size="small" variant="outlined" onClick={openSettings}>
          Open Settings
        </Button>
        <Button size="small" variant="outlined" onClick={checkSettings}>
          Is it expanded?
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ minHeight: 200 }}>
        <SimpleTreeView aria-label="App menu" apiRef={apiRef}>
          <TreeItem itemId="account" label="Account">
            <TreeItem itemId="account-profile" label="Profile" />
          </TreeItem>
          <TreeItem itemId="settings" label="Settings">
            <TreeItem itemId="settings-theme" label="Theme" />
            <TreeItem itemId="settings-language" label="Language" />
            <TreeItem itemId="settings-privacy" label="Privacy" />
          </TreeItem>
          <TreeItem itemId="help" label="Help" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
