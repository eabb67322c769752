import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

// `__reorder__` is the text shown in the box that follows the pointer while a row is dragged.
type Track = { id: number; title: string; artist: string; length: string; __reorder__: string };

const tracks: Track[] = [
  { id: 1, title: 'Low Tide Radio', artist: 'The Breakwaters', length: '3:41' },
  { id: 2, title: 'Paper Lanterns', artist: 'Mira Oduya', length: '4:05' },
  { id: 3, title: 'Northbound', artist: 'Kestrel Avenue', length: '2:58' },
  { id: 4, title: 'Salt and Cedar', artist: 'The Breakwaters', length: '5:12' },
  { id: 5, title: 'Weather Vane', artist: 'Juno Halvorsen', length: '3:27' },
  { id: 6, title: 'Last Ferry Home', artist: 'Mira Oduya', length: '4:48' },
].map((track) => ({ ...track, __reorder__: track.title }));

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 160 },
  { field: 'length', headerName: 'Length', width: 90 },
];

export default function RowOrderingPlaylist() {
  const [lastMove, setLastMove] = React.useState('Drag a track by its handle to change the running order.');

  // The grid has already moved the row; keep your own copy of the order in sync here if you need one.
  const handleRowOrderChange = ({ row, oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setLastMove(`"${(row as Track).title}" moved from position ${oldIndex + 1} to ${targetIndex + 1}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {lastMove}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={tracks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          label="Playlist"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
