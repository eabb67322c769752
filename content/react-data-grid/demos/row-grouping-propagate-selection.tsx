import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { DataGridPremium, type GridRowSelectionPropagation } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingPropagateSelection() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    descendants: true,
    parents: true,
  });
  const toggle = (key: keyof GridRowSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((current) => ({ ...current, [key]: event.target.checked }));

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Checkbox checked={propagation.descendants ?? false} onChange={toggle('descendants')} />}
          label="descendants: a group selects its rows"
        />
        <FormControlLabel
          control={<Checkbox checked={propagation.parents ?? false} onChange={toggle('parents')} />}
          label="parents: all rows selected select their group"
        />
      </FormGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          initialState={{ rowGrouping: { model: ['studio', 'genre'] } }}
          defaultGroupingExpansionDepth={1}
          label="Films by studio and genre, with checkboxes"
        />
      </Box>
    </Box>
  );
}
