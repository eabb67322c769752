import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, getGroupRowIdFromPath, useGridApiRef } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieGenres, movieRows, type MovieRow } from '../../demo-data/movie-rows';

const columns = createMovieColumns();

export default function RowGroupingGetChildren() {
  const apiRef = useGridApiRef();
  const [genre, setGenre] = React.useState<string>('Comedy');
  const [titles, setTitles] = React.useState<string[]>([]);

  const listFilms = () => {
    const api = apiRef.current;
    if (!api) return;
    const ids = api.getRowGroupChildren({
      // The id the grid gives the "genre = …" group.
      groupId: getGroupRowIdFromPath([{ field: 'genre', key: genre }]),
      applySorting: true, // in the order shown on screen
      applyFiltering: true, // only rows that pass the filters
    });
    setTitles(ids.map((id) => (api.getRow(id) as MovieRow).title));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField select size="small" label="Genre" value={genre} onChange={(event) => setGenre(event.target.value)}>
          {movieGenres.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={listFilms}>
          List its films
        </Button>
      </Stack>
      <Typography variant="body2" component="output" aria-live="polite" sx={{ display: 'block', mb: 1, minHeight: 40 }}>
        {titles.length > 0 ? `${titles.length} films: ${titles.join(', ')}` : 'No list yet.'}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={movieRows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['genre', 'studio'] },
            sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] },
          }}
          label="Films by genre and studio"
          showToolbar
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
