import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { leagueColumns, leagueRows } from '../../demo-data/league-table';

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'club', headerName: 'Club', children: [{ field: 'team' }, { field: 'city' }] },
  {
    groupId: 'results',
    headerName: 'Results',
    children: [{ field: 'played' }, { field: 'won' }, { field: 'drawn' }, { field: 'lost' }],
  },
];

export default function ColumnGroupsHeaderHeight() {
  const [height, setHeight] = React.useState(32);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="group-header-height-label" variant="body2">
        columnGroupHeaderHeight: {height} px (column headers stay at 56)
      </Typography>
      <Slider
        aria-labelledby="group-header-height-label"
        value={height}
        min={24}
        max={72}
        step={4}
        onChange={(_, value) => setHeight(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={leagueRows}
          columns={leagueColumns}
          columnGroupingModel={columnGroupingModel}
          columnGroupHeaderHeight={height}
          label="League table"
          hideFooter
        />
      </Box>
    </Box>
  );
}
