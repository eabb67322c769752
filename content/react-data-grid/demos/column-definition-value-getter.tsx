import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Shop = { id: number; owner: { first: string; last: string }; revenue: number; costs: number; openedOn: string };

const rows: Shop[] = [
  { id: 1, owner: { first: 'Noor', last: 'Haddad' }, revenue: 182000, costs: 141500, openedOn: '2019-04-02' },
  { id: 2, owner: { first: 'Felix', last: 'Brandt' }, revenue: 96500, costs: 102300, openedOn: '2021-09-15' },
  { id: 3, owner: { first: 'Aiko', last: 'Mori' }, revenue: 240300, costs: 175900, openedOn: '2016-01-20' },
  { id: 4, owner: { first: 'Rui', last: 'Santos' }, revenue: 58200, costs: 49800, openedOn: '2023-06-08' },
];

const columns: GridColDef<Shop>[] = [
  // Combines two fields of a nested object into one string.
  {
    field: 'owner',
    headerName: 'Owner',
    width: 160,
    valueGetter: (value: Shop['owner']) => `${value.first} ${value.last}`,
  },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
  { field: 'costs', headerName: 'Costs', type: 'number', width: 120 },
  // A field that does not exist on the row: the value is computed from the row.
  {
    field: 'profit',
    headerName: 'Profit',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.revenue - row.costs,
  },
  // Turns an ISO string into the Date that a `date` column expects.
  {
    field: 'openedOn',
    headerName: 'Opened',
    type: 'date',
    width: 130,
    valueGetter: (value: string) => new Date(value),
  },
];

export default function ColumnDefinitionValueGetter() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Shop results"
        initialState={{ sorting: { sortModel: [{ field: 'profit', sort: 'desc' }] } }}
      />
    </Box>
  );
}
