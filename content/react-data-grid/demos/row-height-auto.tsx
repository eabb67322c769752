import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import { createReviewRows, type ReviewRow } from '../../demo-data/review-rows';
import { GridDensityToggle } from '../../demo-data/grid-density-toggle';

const rows = createReviewRows(30);

const columns: GridColDef<ReviewRow>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'reviewer', headerName: 'Reviewer', width: 110 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 80 },
  // Text in a cell stays on one line by default; let it wrap so the row can grow with it.
  {
    field: 'text',
    headerName: 'Review',
    flex: 1,
    minWidth: 260,
    renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5 }}>{value}</Box>,
  },
];

const getRowHeight = () => 'auto' as const;

export default function RowHeightAuto() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <GridDensityToggle id="row-height-auto-density" value={density} onChange={setDensity} />
      <Box sx={{ height: 440 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowHeight={getRowHeight}
          label="Product reviews"
          density={density}
          // An auto-height row is exactly as tall as its content, so the density is brought back as padding.
          sx={{
            '&.MuiDataGrid-root--densityCompact .MuiDataGrid-cell': { py: 0.5 },
            '&.MuiDataGrid-root--densityStandard .MuiDataGrid-cell': { py: 1.5 },
            '&.MuiDataGrid-root--densityComfortable .MuiDataGrid-cell': { py: 2.5 },
          }}
        />
      </Box>
    </Stack>
  );
}
