import Box from '@mui/material/Box';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { DataGrid, type GridColumnGroupHeaderParams, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { leagueColumns, leagueRows } from '../../demo-data/league-table';

function GoalsHeader({ headerName, fields }: GridColumnGroupHeaderParams) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <SportsSoccerIcon fontSize="small" aria-hidden />
      <strong>{headerName}</strong>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        ({fields.length} columns)
      </Box>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'club',
    headerName: 'Club',
    description: 'Name and home city',
    headerClassName: 'club-group',
    children: [{ field: 'team' }, { field: 'city' }],
  },
  {
    groupId: 'matches',
    headerName: 'Matches',
    description: 'Results of the 20 league matches played so far',
    headerAlign: 'center',
    children: [{ field: 'played' }, { field: 'won' }, { field: 'drawn' }, { field: 'lost' }],
  },
  {
    groupId: 'goals',
    headerName: 'Goals',
    renderHeaderGroup: (params) => <GoalsHeader {...params} />,
    children: [{ field: 'goalsFor' }, { field: 'goalsAgainst' }, { field: 'difference' }],
  },
];

export default function ColumnGroupsCustomize() {
  return (
    <Box sx={{ height: 400, width: '100%', '& .club-group': { bgcolor: 'action.selected' } }}>
      <DataGrid
        rows={leagueRows}
        columns={leagueColumns}
        columnGroupingModel={columnGroupingModel}
        label="League table"
        hideFooter
      />
    </Box>
  );
}
