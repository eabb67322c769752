import Box from '@mui/material/Box';
import { DataGrid, type GridLocaleText } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// Only the keys you list change; every other text keeps its default.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Find a colleague…',
  noRowsLabel: 'Nobody here yet',
  footerRowSelected: (count) => (count === 1 ? 'One colleague picked' : `${count.toLocaleString()} colleagues picked`),
};

export default function LocalizationCustomText() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 5 });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees with custom wording"
        localeText={localeText}
        showToolbar
        checkboxSelection
      />
    </Box>
  );
}
