import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

const byStudio: GridPivotModel = {
  rows: [{ field: 'studio' }],
  columns: [{ field: 'sequel' }],
  values: [{ field: 'gross', aggFunc: 'sum' }],
};

const byDirector: GridPivotModel = {
  rows: [{ field: 'director' }],
  columns: [{ field: 'genre' }],
  values: [{ field: 'rating', aggFunc: 'avg' }],
};

export default function PivotingControlled() {
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(byStudio);
  const [pivotActive, setPivotActive] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Pivot"
        />
        <Button size="small" variant="outlined" onClick={() => setPivotModel(byStudio)}>
          Box office by studio
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPivotModel(byDirector)}>
          Ratings by director
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          showToolbar
          columnGroupHeaderHeight={36}
          label="Films with a controlled pivot"
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        pivotActive: {String(pivotActive)}
        {'\n'}pivotModel: {JSON.stringify(pivotModel)}
      </Typography>
    </Box>
  );
}
