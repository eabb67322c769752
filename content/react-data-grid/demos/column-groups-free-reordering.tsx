import Box from '@mui/material/Box';
import { DataGridPro, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';
import { leagueColumns, leagueRows } from '../../demo-data/league-table';

const columnGroupingModel: GridColumnGroupingModel = [
  // Its columns may be dragged out of the group, and other columns into it.
  {
    groupId: 'club',
    headerName: 'Club (free reordering)',
    freeReordering: true,
    children: [{ field: 'team' }, { field: 'city' }],
  },
  // Its columns can only move among themselves.
  {
    groupId: 'matches',
    headerName: 'Matches (locked)',
    children: [{ field: 'played' }, { field: 'won' }, { field: 'drawn' }, { field: 'lost' }],
  },
];

export default function ColumnGroupsFreeReordering() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={leagueRows}
        columns={leagueColumns}
        columnGroupingModel={columnGroupingModel}
        label="League table"
        hideFooter
      />
    </Box>
  );
}
