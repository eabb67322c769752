import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// Plain numbers are both value and label; an object sets its own label, and -1 means "every row".
const sizeChoices = [8, 20, { value: 250, label: 'Two hundred fifty' }, { value: -1, label: 'Everyone' }];

export default function PaginationSizeOptions() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 600, maxColumns: 6 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees with custom page sizes"
        pagination
        pageSizeOptions={sizeChoices}
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
      />
    </Box>
  );
}
