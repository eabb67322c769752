import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridEventListener } from '@mui/x-data-grid';
import { movieDataset } from '../../demo-data/movie-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function EventsProp() {
  const [message, setMessage] = React.useState('Click a row.');
  const { rows, columns, loading } = useDemoData({ dataset: movieDataset, maxColumns: 5 });

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    setMessage(`You clicked "${params.row.title}" (${params.row.year}).`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} loading={loading} label="Films" onRowClick={handleRowClick} />
      </Box>
      <Alert severity="info" role="status" sx={{ mt: 1 }}>
        {message}
      </Alert>
    </Box>
  );
}
