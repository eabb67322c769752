import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

const shownFields = ['title', 'genre', 'year', 'releaseDate', 'gross'];
const columns: GridColDef<MovieRow>[] = createMovieColumns()
  .filter((column) => shownFields.includes(column.field))
  .map((column) => (column.field === 'year' ? { ...column, aggregable: false } : column));

export default function AggregationNonAggregable() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {/* The code may aggregate the year column; its menu still offers no aggregation items. */}
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setAggregationModel({ year: 'max', gross: 'max' })}
        >
          Latest year
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setAggregationModel({ year: 'min', gross: 'min' })}
        >
          Earliest year
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={movieRows}
          columns={columns}
          initialState={{ aggregation: { model: { year: 'min', gross: 'sum' } } }}
          label="Films with a read-only year aggregation"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
