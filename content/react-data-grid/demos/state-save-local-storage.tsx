import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const STORAGE_KEY = 'xdocs-state-demo-grid';

export default function StateSaveLocalStorage() {
  const apiRef = useGridApiRef();
  // undefined while the saved state is being read; then the saved state, or an empty one.
  const [initialState, setInitialState] = React.useState<GridInitialState>();
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });

  const save = React.useCallback(() => {
    if (apiRef.current) {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(apiRef.current.exportState()));
    }
  }, [apiRef]);

  React.useLayoutEffect(() => {
    const saved = localStorage.getItem(STORAGE_KEY);
    setInitialState(saved ? (JSON.parse(saved) as GridInitialState) : {});

    // Saves when the page is left or reloaded, and when the grid unmounts (another page of this site).
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('beforeunload', save);
      save();
    };
  }, [save]);

  if (!initialState) {
    return (
      <Box sx={{ height: 380, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label="Reading the saved state" />
      </Box>
    );
  }

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        label="Employees (state kept across reloads)"
        showToolbar
        initialState={{
          ...initialState,
          pagination: { paginationModel: { pageSize: 10 }, ...initialState.pagination },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
