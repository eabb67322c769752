import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';
import { createMovieColumns } from '../../demo-data/movie-columns';
import { movieRows, type MovieRow } from '../../demo-data/movie-rows';

// Palette colours whose text stays readable on the grid in both colour schemes.
const chipColor = { G: 'success', PG: 'primary', 'PG-13': 'secondary', R: 'error' } as const;

function CertificateChip({ value }: { value: MovieRow['certificate'] }) {
  return <Chip size="small" variant="outlined" color={chipColor[value]} label={value} />;
}

function withCertificateCell(plainGroups: boolean): GridColDef<MovieRow>[] {
  return createMovieColumns().map((column) =>
    column.field === 'certificate'
      ? {
          ...column,
          renderCell: (params: GridRenderCellParams<MovieRow, MovieRow['certificate']>) => {
            // Group rows reuse the column's renderCell; returning the value gives them the default text.
            if (plainGroups && params.rowNode.type === 'group') return params.value;
            return params.value ? <CertificateChip value={params.value} /> : null;
          },
        }
      : column,
  );
}

export default function RowGroupingCustomCell() {
  const [plainGroups, setPlainGroups] = React.useState(false);
  const columns = React.useMemo(() => withCertificateCell(plainGroups), [plainGroups]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={plainGroups} onChange={(event) => setPlainGroups(event.target.checked)} />}
        label="Plain text in group rows"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={movieRows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['certificate'] } }}
          label="Films by age certificate"
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
