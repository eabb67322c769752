import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, step: 'Prepare', note: 'Soak the chickpeas overnight in plenty of cold water with a pinch of baking soda.' },
  { id: 2, step: 'Cook', note: 'Simmer until soft.' },
  {
    id: 3,
    step: 'Blend',
    note: 'Blend with tahini, lemon juice, garlic and ice-cold water until smooth and pale; taste and add salt as needed.',
  },
  { id: 4, step: 'Serve', note: 'Top with olive oil and paprika.' },
];

const columns: GridColDef[] = [
  { field: 'step', headerName: 'Step', width: 90 },
  // Without maxWidth, autosizing would make this column as wide as the longest note.
  { field: 'note', headerName: 'Note', width: 200, maxWidth: 380 },
];

export default function ColumnDimensionsAutosizeRowHeight() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" sx={{ mb: 1 }} onClick={() => apiRef.current?.autosizeColumns()}>
        Autosize columns
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          label="Hummus recipe"
          hideFooter
          // Rows grow to fit their wrapped text; autosizing then narrows or widens the columns.
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal' } }}
        />
      </Box>
    </Box>
  );
}
