import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

const rows = movieRows.slice(0, 30);
const shown = new Set(['title', 'studio', 'genre', 'year']);
const columns: GridColDef<MovieRow>[] = createMovieColumns().filter((column) => shown.has(column.field));

export default function RowGroupingReordering() {
  const [lastMove, setLastMove] = React.useState('Drag a film into another genre, or drag a whole genre.');

  // A move to another group changes the grouped field: persist the new row here.
  const processRowUpdate = React.useCallback((newRow: MovieRow, oldRow: MovieRow) => {
    if (newRow.genre !== oldRow.genre) {
      setLastMove(`"${newRow.title}" moved from ${oldRow.genre} to ${newRow.genre}.`);
    }
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" component="output" aria-live="polite" sx={{ display: 'block', mb: 1 }}>
        {lastMove}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowReordering
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setLastMove(`The move failed: ${error.message}`)}
          initialState={{ rowGrouping: { model: ['genre'] } }}
          defaultGroupingExpansionDepth={-1}
          label="Films by genre; drag rows between groups"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
