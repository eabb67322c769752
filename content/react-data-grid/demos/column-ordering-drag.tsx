import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, gridColumnFieldsSelector, useGridApiRef } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnOrderingDrag() {
  const apiRef = useGridApiRef();
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 50, maxColumns: 6 });
  const [order, setOrder] = React.useState(() => columns.map((column) => column.field));

  // Read the order from the grid after every move, whether by drag and drop or by the API.
  const handleOrderChange = () => setOrder(gridColumnFieldsSelector(apiRef));

  // setColumnIndex moves a column by code. It does not call onColumnOrderChange (only a drop
  // by the reader does), so the order is read again here.
  const moveSalaryFirst = () => {
    apiRef.current?.setColumnIndex('salary', 0);
    handleOrderChange();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={moveSalaryFirst}>
          Move Salary first
        </Button>
        <Typography variant="body2" role="status">
          Order: {order.join(', ')}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleOrderChange}
          label="Employees: drag a header to move its column"
        />
      </Box>
    </Stack>
  );
}
