import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { useDemoData } from '../../../demo-data/use-demo-data';

// Small SVG arrows of our own for the two sort directions, and a faint pair for unsorted columns.
function ArrowUp() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden focusable="false">
      <path d="M8 3 L13 10 H3 Z" fill="currentColor" />
    </svg>
  );
}

function ArrowDown() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden focusable="false">
      <path d="M8 13 L3 6 H13 Z" fill="currentColor" />
    </svg>
  );
}

function ArrowsBoth() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden focusable="false" opacity={0.4}>
      <path d="M8 1 L12 6 H4 Z M8 15 L4 10 H12 Z" fill="currentColor" />
    </svg>
  );
}

export default function CustomSubcomponentsSortIcons() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 25, maxColumns: 5 });

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Employees"
        initialState={{ sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] } }}
        slots={{
          columnSortedAscendingIcon: ArrowUp,
          columnSortedDescendingIcon: ArrowDown,
          columnUnsortedIcon: ArrowsBoth,
        }}
      />
    </Box>
  );
}
