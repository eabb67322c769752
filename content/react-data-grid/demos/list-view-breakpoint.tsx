import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGridPro, type GridColDef, type GridListViewColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';
import { formatUsdMillions } from '../../demo-data/grid-formatters';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

const films = movieRows.slice(0, 12);

const columns: GridColDef<MovieRow>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  { field: 'director', headerName: 'Director', width: 150 },
  { field: 'genre', headerName: 'Genre', width: 140 },
  { field: 'year', headerName: 'Year', width: 80, valueFormatter: (value?: number) => String(value ?? '') },
  { field: 'gross', headerName: 'Box office', type: 'number', width: 120, valueFormatter: formatUsdMillions },
];

function FilmCell({ row }: GridRenderCellParams<MovieRow>) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" component="div" sx={{ fontWeight: 600 }} noWrap>
          {row.title} ({row.year})
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {row.director} · {formatUsdMillions(row.gross)}
        </Typography>
      </Box>
      <Chip size="small" label={row.genre} />
    </Stack>
  );
}

const filmColumn: GridListViewColDef<MovieRow> = { field: 'film', renderCell: FilmCell };

export default function ListViewBreakpoint() {
  const theme = useTheme();
  // Below the `md` breakpoint (900px by default) the grid turns into a list.
  const narrow = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={films}
        columns={columns}
        label="Films"
        listView={narrow}
        listViewColumn={filmColumn}
        rowHeight={narrow ? 64 : 52}
        hideFooter
      />
    </Box>
  );
}
