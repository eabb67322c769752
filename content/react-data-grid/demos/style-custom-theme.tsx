import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// A flat, compact look in the spirit of Ant Design tables, built only from the grid's CSS classes.
const flatTableStyles = {
  border: 0,
  borderRadius: 0,
  fontSize: 14,
  color: 'rgba(0, 0, 0, 0.85)',
  fontFamily: '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  [`& .${gridClasses.columnHeader}`]: { bgcolor: '#fafafa' },
  [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 600 },
  [`& .${gridClasses.columnSeparator}`]: { visibility: 'hidden' },
  [`& .${gridClasses.columnHeader}, & .${gridClasses.cell}`]: { borderRight: '1px solid #f0f0f0' },
  [`& .${gridClasses.cell}`]: { borderBottom: '1px solid #f0f0f0' },
  [`& .${gridClasses.row}:hover`]: { bgcolor: '#e6f4ff' },
  [`& .${gridClasses.row}.Mui-selected`]: { bgcolor: '#bae0ff' },
  [`& .${gridClasses.footerContainer}`]: { borderTop: '1px solid #f0f0f0' },
  '& .MuiCheckbox-root svg': { width: 18, height: 18 },
  '& .MuiCheckbox-root.Mui-checked': { color: '#1677ff' },
};

export default function StyleCustomTheme() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 6 });

  return (
    <Box sx={{ height: 400, width: '100%', bgcolor: '#fff', colorScheme: 'light' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        checkboxSelection
        density="compact"
        sx={flatTableStyles}
      />
    </Box>
  );
}
