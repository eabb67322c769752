import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { createReviewRows, type ReviewRow } from '../../demo-data/review-rows';

const rows = createReviewRows(20, 9);

const wrap = ({ value }: { value?: string | number }) => (
  <Box sx={{ whiteSpace: 'normal', py: 1, lineHeight: 1.5 }}>{value}</Box>
);

const getRowHeight = () => 'auto' as const;

export default function ColumnPinningAutoHeight() {
  const apiRef = useGridApiRef();
  const [wide, setWide] = React.useState(false);

  const columns = React.useMemo<GridColDef<ReviewRow>[]>(
    () => [
      { field: 'product', headerName: 'Product', width: 150, renderCell: wrap },
      { field: 'reviewer', headerName: 'Reviewer', width: 120 },
      { field: 'text', headerName: 'Review', width: wide ? 520 : 260, renderCell: wrap },
      { field: 'stars', headerName: 'Stars', type: 'number', width: 200 },
    ],
    [wide],
  );

  // A wider review column needs fewer lines: row heights measured earlier are now too tall.
  React.useEffect(() => {
    apiRef.current?.resetRowHeights();
  }, [apiRef, wide]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" variant="outlined" onClick={() => setWide(!wide)}>
          {wide ? 'Narrow' : 'Widen'} the review column
        </Button>
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={getRowHeight}
          initialState={{ pinnedColumns: { left: ['product'], right: ['stars'] } }}
          label="Reviews with pinned columns and auto height"
        />
      </Box>
    </Stack>
  );
}
