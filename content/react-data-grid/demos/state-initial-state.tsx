import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function StateInitialState() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 80, maxColumns: 7 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        // Read once, when the grid mounts: sorted by salary, filtered to Engineering, job title hidden, 10 rows per page.
        initialState={{
          sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'department', operator: 'is', value: 'Engineering' }] } },
          columns: { columnVisibilityModel: { jobTitle: false } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
