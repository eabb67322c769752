import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

export default function HeaderFiltersInlineClear() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 100, maxColumns: 6 });

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        headerFilters
        // A taller filter row than the 56 px header row, with the clear button in each cell.
        headerFilterHeight={64}
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'name', operator: 'contains', value: 'an' },
                { id: 2, field: 'department', operator: 'is', value: 'Support' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
