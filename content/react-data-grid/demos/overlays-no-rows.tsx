import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function OverlaysNoRows() {
  // Only the columns are used: the grid gets an empty rows array.
  const { columns } = useDemoData({ dataset: employeeDataset, rowCount: 1, maxColumns: 6 });

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={[]} columns={columns} label="New hires this week" />
    </Box>
  );
}
