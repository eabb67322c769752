import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

type Channel = { id: number; name: string; pinned: boolean; members: number };

const rows: Channel[] = [
  { id: 1, name: 'random', pinned: false, members: 310 },
  { id: 2, name: 'announcements', pinned: true, members: 402 },
  { id: 3, name: 'design', pinned: false, members: 58 },
  { id: 4, name: 'incidents', pinned: true, members: 97 },
  { id: 5, name: 'book-club', pinned: false, members: 23 },
];

// The cell value is the whole row, so the comparator can look at two fields.
const pinnedThenName: GridComparatorFn<Channel> = (a, b, paramA, paramB) => {
  // Pinned channels first (true counts as 1), whatever the direction of the name.
  const byPin = gridNumberComparator(Number(b.pinned), Number(a.pinned), paramB, paramA);
  return byPin !== 0 ? byPin : gridStringOrNumberComparator(a.name, b.name, paramA, paramB);
};

const columns: GridColDef<Channel>[] = [
  {
    field: 'channel',
    headerName: 'Channel',
    width: 200,
    valueGetter: (_value, row) => row,
    valueFormatter: (value: Channel) => `${value.pinned ? '📌 ' : ''}#${value.name}`,
    sortComparator: pinnedThenName,
  },
  { field: 'members', headerName: 'Members', type: 'number', width: 110 },
];

export default function SortingCombinedComparator() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Chat channels"
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'channel', sort: 'asc' }] } }}
      />
    </Box>
  );
}
