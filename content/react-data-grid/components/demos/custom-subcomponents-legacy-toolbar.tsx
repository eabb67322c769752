import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarFilterButton,
} from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

// Deprecated in v8: the legacy toolbar parts, with their tooltips and buttons adjusted through slotProps.
function LegacyToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        slotProps={{ tooltip: { title: 'Download as CSV or print' }, button: { material: { variant: 'contained' } } }}
      />
      <Box sx={{ flex: 1 }} />
      <GridToolbarFilterButton slotProps={{ tooltip: { title: 'Narrow down the rows' } }} />
      <GridToolbarColumnsButton slotProps={{ tooltip: { title: 'Choose columns' } }} />
      <GridToolbarDensitySelector slotProps={{ tooltip: { title: 'Row spacing' } }} />
    </GridToolbarContainer>
  );
}

export default function CustomSubcomponentsLegacyToolbar() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 6 });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        slots={{ toolbar: LegacyToolbar }}
        showToolbar
      />
    </Box>
  );
}
