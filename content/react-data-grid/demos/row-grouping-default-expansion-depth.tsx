import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingDefaultExpansionDepth() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="defaultGroupingExpansionDepth"
        value={depth}
        onChange={(event) => setDepth(Number(event.target.value))}
        sx={{ mb: 1, minWidth: 260 }}
      >
        <MenuItem value={0}>0: all closed</MenuItem>
        <MenuItem value={1}>1: studios open</MenuItem>
        <MenuItem value={-1}>-1: everything open</MenuItem>
      </TextField>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          // The depth is read when the rows are grouped: remount to apply a new one.
          key={depth}
          rows={movieRows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['studio', 'genre'] } }}
          defaultGroupingExpansionDepth={depth}
          label="Films by studio and genre"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
