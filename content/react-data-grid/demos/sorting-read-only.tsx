import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiRef, type GridColDef, type GridSortDirection } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';
import type { EmployeeRow } from '../../demo-data/employee-rows';

export default function SortingReadOnly() {
  const apiRef = useGridApiRef();
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });
  // No column header sorts here: the buttons are the only way.
  const locked = React.useMemo<GridColDef<EmployeeRow>[]>(
    () => columns.map((column) => ({ ...column, sortable: false })),
    [columns],
  );
  const [direction, setDirection] = React.useState<GridSortDirection>(null);

  const sortByName = (next: GridSortDirection) => {
    setDirection(next);
    // Works on a column with `sortable: false`, unlike a header click.
    apiRef.current?.sortColumn('name', next);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={direction ?? 'none'}
        onChange={(_event, next: string | null) => {
          if (next) sortByName(next === 'none' ? null : (next as GridSortDirection));
        }}
        aria-label="Sort by name"
      >
        <ToggleButton value="asc">Name A–Z</ToggleButton>
        <ToggleButton value="desc">Name Z–A</ToggleButton>
        <ToggleButton value="none">Original order</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={locked} loading={loading} label="Employees" />
      </Box>
    </Stack>
  );
}
