import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          // No "Group by" items in the column menus while this is true.
          disableRowGrouping={disabled}
          label="Films, row grouping switched off"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
