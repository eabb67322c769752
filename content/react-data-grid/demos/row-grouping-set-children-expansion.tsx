import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GRID_ROOT_GROUP_ID, useGridApiRef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingSetChildrenExpansion() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('Nothing opened or closed yet.');

  // Sets every top-level group (the studios) open or closed.
  const setStudiosExpanded = (expanded: boolean) => {
    const root = apiRef.current?.getRowNode(GRID_ROOT_GROUP_ID);
    if (root?.type !== 'group') return;
    for (const id of root.children) {
      apiRef.current?.setRowChildrenExpansion(id, expanded);
    }
  };

  // Fires for clicks on the toggles and for calls to setRowChildrenExpansion alike.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        setLastChange(`${String(node.groupingKey)} was ${node.childrenExpanded ? 'opened' : 'closed'}.`);
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setStudiosExpanded(true)}>
          Open all studios
        </Button>
        <Button size="small" variant="outlined" onClick={() => setStudiosExpanded(false)}>
          Close all studios
        </Button>
        <Typography variant="body2" component="output" aria-live="polite">
          {lastChange}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={movieRows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['studio'] } }}
          label="Films by studio, opened from buttons"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
