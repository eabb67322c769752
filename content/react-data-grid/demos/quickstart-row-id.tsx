import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';
import { createBookRows, type BookRow } from '../../demo-data/grid-rows';

const rows = createBookRows(12);

const columns: GridColDef<BookRow>[] = [
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 150 },
  // valueFormatter keeps the year as plain digits instead of a locale-formatted number such as 1,987.
  {
    field: 'year',
    headerName: 'Published',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
];

// Defined outside the component so the grid receives the same function on every render.
const getRowId: GridRowIdGetter<BookRow> = (row) => row.isbn;

export default function QuickstartRowId() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} />
    </Box>
  );
}
