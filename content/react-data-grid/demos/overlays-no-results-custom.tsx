import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// A magnifier over an empty page, and a button that clears the filters.
function NothingFoundOverlay() {
  const apiRef = useGridApiContext();

  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: 64, color: 'text.disabled' }}>
        <circle cx={26} cy={26} r={16} fill="none" stroke="currentColor" strokeWidth={4} />
        <path d="M38 38 L56 56" stroke="currentColor" strokeWidth={6} strokeLinecap="round" />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No employee matches these filters.
      </Typography>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
        Clear filters
      </Button>
    </Box>
  );
}

export default function OverlaysNoResultsCustom() {
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 25, maxColumns: 6 });

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Employees"
        showToolbar
        slots={{ noResultsOverlay: NothingFoundOverlay }}
        initialState={{ filter: { filterModel: { items: [{ field: 'salary', operator: '<', value: 1 }] } } }}
      />
    </Box>
  );
}
