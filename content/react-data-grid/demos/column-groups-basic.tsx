import Box from '@mui/material/Box';
import { DataGrid, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { leagueColumns, leagueRows } from '../../demo-data/league-table';

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'club', children: [{ field: 'team' }, { field: 'city' }] },
  {
    groupId: 'season',
    children: [
      { groupId: 'matches', children: [{ field: 'played' }, { field: 'won' }, { field: 'drawn' }, { field: 'lost' }] },
      { groupId: 'goals', children: [{ field: 'goalsFor' }, { field: 'goalsAgainst' }, { field: 'difference' }] },
    ],
  },
  // `points` is in no group: it sits under an empty group header.
];

export default function ColumnGroupsBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={leagueRows}
        columns={leagueColumns}
        columnGroupingModel={columnGroupingModel}
        label="League table"
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'points', sort: 'desc' }] } }}
      />
    </Box>
  );
}
