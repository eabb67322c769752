import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ClipboardPasteDisabled() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 25, maxColumns: 6 });
  const editableColumns: GridColDef[] = columns.map((column) => ({ ...column, editable: true }));

  // Copying still works; Ctrl+V (⌘V) does nothing.
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={editableColumns}
        loading={loading}
        label="Employees, copy only"
        cellSelection
        disableClipboardPaste
      />
    </Box>
  );
}
