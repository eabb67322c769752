import type { GridColDef } from '@mui/x-data-grid';
import type { DemoDataset } from './demo-dataset';
import { formatUsdMillions } from './grid-formatters';
import { movieCertificates, movieGenres, movieRows, movieStudios, type MovieRow } from './movie-rows';

/**
 * Column definitions for the films: the money columns are numbers (so they aggregate) shown in
 * millions; the year is formatted without a thousands separator.
 */
export function createMovieColumns(): GridColDef<MovieRow>[] {
  return [
    { field: 'title', headerName: 'Title', width: 220 },
    { field: 'studio', headerName: 'Studio', type: 'singleSelect', valueOptions: [...movieStudios], width: 190 },
    { field: 'director', headerName: 'Director', width: 150 },
    { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: [...movieGenres], width: 140 },
    {
      field: 'year',
      headerName: 'Year',
      type: 'number',
      width: 80,
      valueFormatter: (value?: number) => (value == null ? '' : String(value)),
    },
    { field: 'releaseDate', headerName: 'Release date', type: 'date', width: 120 },
    { field: 'budget', headerName: 'Budget', type: 'number', width: 110, valueFormatter: formatUsdMillions },
    { field: 'gross', headerName: 'Box office', type: 'number', width: 120, valueFormatter: formatUsdMillions },
    { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
    { field: 'runtime', headerName: 'Runtime (min)', type: 'number', width: 120 },
    {
      field: 'certificate',
      headerName: 'Certificate',
      type: 'singleSelect',
      valueOptions: [...movieCertificates],
      width: 110,
    },
    { field: 'sequel', headerName: 'Sequel', type: 'boolean', width: 90 },
  ];
}

/** The 100 made-up films (a fixed list: more rows than that gives all 100; the seed is ignored). */
export const movieDataset: DemoDataset<MovieRow> = {
  name: 'movies',
  createRows: (count) => movieRows.slice(0, count),
  createColumns: createMovieColumns,
  maxRows: movieRows.length,
};
