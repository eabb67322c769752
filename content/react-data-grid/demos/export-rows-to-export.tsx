import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridDataRowIdsSelector,
  gridSortedRowIdsSelector,
  type GridCsvGetRowsToExportParams,
  type GridRowId,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const choices: Record<string, (params: GridCsvGetRowsToExportParams) => GridRowId[]> = {
  'Current page only': ({ apiRef }) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
  'Filtered and sorted': ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef),
  'Filtered, sorted, expanded': ({ apiRef }) => gridExpandedSortedRowIdsSelector(apiRef),
  'Sorted, no filter': ({ apiRef }) => gridSortedRowIdsSelector(apiRef),
  'Original order': ({ apiRef }) => gridDataRowIdsSelector(apiRef),
};

export default function ExportRowsToExport() {
  const [choice, setChoice] = React.useState('Current page only');
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 60, maxColumns: 5 });

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Rows in the CSV file"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        sx={{ mb: 1, minWidth: 260 }}
      >
        {Object.keys(choices).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees with a chosen export scope"
          showToolbar
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          slotProps={{ toolbar: { csvOptions: { getRowsToExport: choices[choice] } } }}
        />
      </Box>
    </Box>
  );
}
