import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ClipboardPastePremium() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 25, maxColumns: 6 });
  // Paste only reaches editable columns.
  const editableColumns: GridColDef[] = columns.map((column) => ({ ...column, editable: true }));

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={editableColumns}
        loading={loading}
        label="Employees; copy a range and paste it elsewhere"
        cellSelection
        checkboxSelection
        disableRowSelectionOnClick
        ignoreValueFormatterDuringExport
      />
    </Box>
  );
}
