import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

type Bid = { id: number; lot: string; highestBid: number | null };

const rows: Bid[] = [
  { id: 1, lot: 'Walnut desk', highestBid: 420 },
  { id: 2, lot: 'Brass lamp', highestBid: null },
  { id: 3, lot: 'Wool rug', highestBid: 180 },
  { id: 4, lot: 'Oak bookcase', highestBid: 650 },
  { id: 5, lot: 'Ceramic vase', highestBid: null },
];

/** Lots without a bid stay at the bottom in both directions; the rest sort by amount. */
function bidComparator(direction: GridSortDirection): GridComparatorFn<number | null> {
  // The grid does not flip an asymmetric comparator for 'desc': it applies the sign itself.
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b, paramA, paramB) => {
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * gridNumberComparator(a, b, paramA, paramB);
  };
}

const columns: GridColDef<Bid>[] = [
  { field: 'lot', headerName: 'Lot', width: 160 },
  {
    field: 'highestBid',
    headerName: 'Highest bid',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => (value === null ? 'No bid yet' : `$${value}`),
    getSortComparator: bidComparator,
  },
];

export default function SortingAsymmetric() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Auction lots"
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'highestBid', sort: 'desc' }] } }}
      />
    </Box>
  );
}
