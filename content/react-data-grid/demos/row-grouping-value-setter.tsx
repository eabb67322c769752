import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { movieRows } from '../../demo-data/movie-rows';

type Distributor = { name: string; region: string };
type ReleaseRow = { id: number; title: string; year: number; distributor: Distributor };

const distributors: Distributor[] = [
  { name: 'Quayside Releasing', region: 'Europe' },
  { name: 'Longbow Distribution', region: 'North America' },
  { name: 'Kestrel Screens', region: 'Asia Pacific' },
];

const rows: ReleaseRow[] = movieRows.slice(0, 24).map((movie) => ({
  id: movie.id,
  title: movie.title,
  year: movie.year,
  distributor: distributors[movie.id % distributors.length] ?? distributors[0]!,
}));

const columns: GridColDef<ReleaseRow>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  {
    field: 'distributor',
    headerName: 'Distributor',
    width: 200,
    // The row holds an object; the grid groups by its name.
    valueGetter: (value: Distributor | undefined) => value?.name,
    // When a row is dropped in another group, turn the group's key back into an object.
    groupingValueSetter: (name, row) => ({
      ...row,
      distributor: distributors.find((item) => item.name === name) ?? { name: String(name), region: 'Unknown' },
    }),
  },
  {
    field: 'decade',
    headerName: 'Decade',
    width: 110,
    // Group rows have no year of their own.
    valueGetter: (_value, row) => (row.year == null ? null : Math.floor(row.year / 10) * 10),
    valueFormatter: (value: number | null) => (value == null ? '' : `${value}s`),
    // Any year of the target decade will do: keep the year within the decade.
    groupingValueSetter: (decade, row) => ({ ...row, year: Number(decade) + (row.year % 10) }),
  },
  {
    field: 'year',
    headerName: 'Year',
    width: 90,
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
  },
];

export default function RowGroupingValueSetter() {
  const [last, setLast] = React.useState('Drag a film to another distributor or decade.');

  const processRowUpdate = React.useCallback((newRow: ReleaseRow) => {
    setLast(`"${newRow.title}": ${newRow.distributor.name} (${newRow.distributor.region}), ${newRow.year}.`);
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" component="output" aria-live="polite" sx={{ display: 'block', mb: 1 }}>
        {last}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowReordering
          processRowUpdate={processRowUpdate}
          initialState={{ rowGrouping: { model: ['distributor', 'decade'] } }}
          defaultGroupingExpansionDepth={1}
          label="Releases by distributor and decade; drag rows between groups"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
