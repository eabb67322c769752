import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

const byTitle: DataGridPremiumProps['groupingColDef'] = { leafField: 'title', width: 280 };
const byDirector: DataGridPremiumProps['groupingColDef'] = { ...byTitle, mainGroupingCriteria: 'director' };

export default function RowGroupingFilteringSingle() {
  const [onDirector, setOnDirector] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={onDirector} onChange={(event) => setOnDirector(event.target.checked)} />}
        label="mainGroupingCriteria: 'director'"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          // Sort and filter models are not cleaned when the criteria change: remount for a clean start.
          key={String(onDirector)}
          rows={movieRows}
          columns={columns}
          groupingColDef={onDirector ? byDirector : byTitle}
          initialState={{
            rowGrouping: { model: ['genre', 'director'] },
            columns: { columnVisibilityModel: { title: false } },
          }}
          label="Films by genre and director; filter the grouping column"
          showToolbar
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
