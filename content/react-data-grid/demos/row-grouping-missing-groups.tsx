import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

type FestivalMovie = MovieRow & { festival: string | null };

const festivals = ['Lakeshore Film Week', 'Harbour Lights Festival', 'Dune Sea Festival'];

// Only some films premiered at a festival; the others have no value to group by.
const rows: FestivalMovie[] = movieRows.map((movie) => ({
  ...movie,
  festival: movie.id % 4 === 0 ? null : (festivals[movie.id % festivals.length] ?? null),
}));

const columns: GridColDef<FestivalMovie>[] = [
  { field: 'festival', headerName: 'Festival premiere', width: 200 },
  ...(createMovieColumns() as GridColDef<FestivalMovie>[]),
];

export default function RowGroupingMissingGroups() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['festival'] } }}
        label="Films by festival premiere"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
