import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { movieDataset } from '../../demo-data/movie-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnDimensionsAutosizeGrouped() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 6 });

  // Each time a group opens or closes, fit the columns to the cells now on screen.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', () => {
        void apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
      }),
    [apiRef],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        loading={loading}
        label="Films by studio"
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
        initialState={{ rowGrouping: { model: ['studio'] } }}
      />
    </Box>
  );
}
