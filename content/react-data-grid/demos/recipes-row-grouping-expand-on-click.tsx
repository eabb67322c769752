import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, type GridEventListener } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RecipesRowGroupingExpandOnClick() {
  const apiRef = useGridApiRef();

  // A click anywhere on a group row opens or closes it; leaf rows are left alone.
  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    ({ id }) => {
      const node = apiRef.current?.getRowNode(id);
      if (node?.type === 'group') {
        apiRef.current?.setRowChildrenExpansion(id, !node.childrenExpanded);
      }
    },
    [apiRef],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={movieRows}
        columns={columns}
        onRowClick={handleRowClick}
        initialState={{ rowGrouping: { model: ['studio', 'genre'] } }}
        label="Films by studio and genre; click a group row to toggle it"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
