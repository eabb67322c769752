import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function StyleSxProp() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 20, maxColumns: 5 });

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        // One-off styles: a thicker accent border, rounded corners and a tinted hover.
        sx={{
          borderWidth: 2,
          borderColor: 'primary.light',
          borderRadius: 3,
          '& .MuiDataGrid-row:hover': { bgcolor: 'action.selected' },
        }}
      />
    </Box>
  );
}
