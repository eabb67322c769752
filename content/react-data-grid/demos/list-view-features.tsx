import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
  type GridPinnedRowsProp,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { createEmployeeRows, type EmployeeRow } from '../../demo-data/employee-rows';

const [manager, ...team] = createEmployeeRows(41, 5);

// Sorting and filtering still read these columns, even though list view does not draw them.
const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'level', headerName: 'Level', width: 110 },
  { field: 'office', headerName: 'Office', width: 120 },
];

function MemberCell({ row }: GridRenderCellParams<EmployeeRow>) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.level} · {row.department} · {row.office}
      </Typography>
    </Stack>
  );
}

const memberColumn: GridListViewColDef<EmployeeRow> = { field: 'member', renderCell: MemberCell };
const pinnedRows: GridPinnedRowsProp<EmployeeRow> = { top: manager ? [manager] : [] };

export default function ListViewFeatures() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={team}
        columns={columns}
        label="Team members"
        listView
        listViewColumn={memberColumn}
        rowHeight={56}
        showToolbar
        checkboxSelection
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[5, 10, 20]}
        initialState={{
          pagination: { paginationModel: { pageSize: 5 } },
          sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
        }}
      />
    </Box>
  );
}
