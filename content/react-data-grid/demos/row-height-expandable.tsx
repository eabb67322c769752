import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { createReviewRows, type ReviewRow } from '../../demo-data/review-rows';

const rows = createReviewRows(200, 4);

// Shows the first 60 characters; the link reveals the rest and the row grows to fit it.
function ReviewCell({ value }: GridRenderCellParams<ReviewRow, string>) {
  const [open, setOpen] = React.useState(false);
  const text = value ?? '';
  const isLong = text.length > 60;

  return (
    <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5, py: 1 }}>
      {open || !isLong ? text : `${text.slice(0, 60)}…`}{' '}
      {isLong && (
        <Link component="button" type="button" variant="body2" onClick={() => setOpen(!open)}>
          {open ? 'Show less' : 'Show more'}
        </Link>
      )}
    </Box>
  );
}

const columns: GridColDef<ReviewRow>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 80 },
  { field: 'text', headerName: 'Review', flex: 1, minWidth: 280, renderCell: (params) => <ReviewCell {...params} /> },
];

const getRowHeight = () => 'auto' as const;
// Most rows hold one or two lines: start the scrollbar from a close guess instead of 52 px.
const getEstimatedRowHeight = () => 60;

export default function RowHeightExpandable() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        label="Reviews with expandable text"
      />
    </Box>
  );
}
