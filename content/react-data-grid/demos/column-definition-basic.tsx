import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, planet: 'Mercury', moons: 0, ringed: 'no' },
  { id: 2, planet: 'Jupiter', moons: 95, ringed: 'yes' },
  { id: 3, planet: 'Saturn', moons: 146, ringed: 'yes' },
  { id: 4, planet: 'Neptune', moons: 16, ringed: 'yes' },
];

// Only `field` is required. Without `headerName`, the header shows the field itself.
const columns: GridColDef[] = [{ field: 'planet' }, { field: 'moons', headerName: 'Known moons' }, { field: 'ringed' }];

export default function ColumnDefinitionBasic() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Planets" />
    </Box>
  );
}
