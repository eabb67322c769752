import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, dish: 'Mushroom risotto', course: 'Main', price: 18 },
  { id: 2, dish: 'Lemon tart', course: 'Dessert', price: 8 },
  { id: 3, dish: 'Tomato soup', course: 'Starter', price: 7 },
  { id: 4, dish: 'Grilled sea bass', course: 'Main', price: 24 },
  { id: 5, dish: 'Chocolate mousse', course: 'Dessert', price: 9 },
];

const columns: GridColDef[] = [
  // The header of this column cannot sort it: no arrow, no menu entry.
  { field: 'dish', headerName: 'Dish', width: 200, sortable: false },
  { field: 'course', headerName: 'Course', width: 120 },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 120 },
];

export default function ApiObjectDisabledSorting() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      {/* The API still sorts it: sortable only limits what the grid's own UI offers. */}
      <ButtonGroup size="small" sx={{ mb: 1 }} aria-label="Sort the Dish column">
        <Button onClick={() => apiRef.current?.sortColumn('dish', 'asc')}>Dish A to Z</Button>
        <Button onClick={() => apiRef.current?.sortColumn('dish', 'desc')}>Dish Z to A</Button>
        <Button onClick={() => apiRef.current?.sortColumn('dish', null)}>Unsorted</Button>
      </ButtonGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} label="Menu" hideFooter />
      </Box>
    </Box>
  );
}
