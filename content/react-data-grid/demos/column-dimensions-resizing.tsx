import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, trail: 'Ridge loop', km: 12.4, climb: 640, rating: 'Hard' },
  { id: 2, trail: 'Lakeside path', km: 5.1, climb: 40, rating: 'Easy' },
  { id: 3, trail: 'Old mill route', km: 8.7, climb: 210, rating: 'Moderate' },
];

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail (120–300 px)', width: 180, minWidth: 120, maxWidth: 300 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 130 },
  { field: 'climb', headerName: 'Climb (fixed)', type: 'number', width: 120, resizable: false },
  { field: 'rating', headerName: 'Rating', width: 120 },
];

export default function ColumnDimensionsResizing() {
  const [disabled, setDisabled] = React.useState(false);
  const [live, setLive] = React.useState('Drag a column separator.');
  const [committed, setCommitted] = React.useState('—');

  const describe = (params: GridColumnResizeParams) => `${params.colDef.headerName}: ${Math.round(params.width)} px`;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnResize"
      />
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Hiking trails"
          hideFooter
          disableColumnResize={disabled}
          onColumnResize={(params) => setLive(describe(params))}
          onColumnWidthChange={(params) => setCommitted(describe(params))}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        While dragging (onColumnResize): {live}
      </Typography>
      <Typography variant="body2" role="status">
        After the drag (onColumnWidthChange): {committed}
      </Typography>
    </Box>
  );
}
