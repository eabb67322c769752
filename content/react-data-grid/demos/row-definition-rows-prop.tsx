import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Planet = { id: number; name: string; moons: number; dayLengthHours: number };

// Module-level arrays keep the same reference on every render, so the grid only
// re-sorts and re-filters when a different array is passed.
const innerPlanets: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, dayLengthHours: 4222.6 },
  { id: 2, name: 'Venus', moons: 0, dayLengthHours: 2802 },
  { id: 3, name: 'Earth', moons: 1, dayLengthHours: 24 },
  { id: 4, name: 'Mars', moons: 2, dayLengthHours: 24.7 },
];

const outerPlanets: Planet[] = [
  { id: 5, name: 'Jupiter', moons: 95, dayLengthHours: 9.9 },
  { id: 6, name: 'Saturn', moons: 146, dayLengthHours: 10.7 },
  { id: 7, name: 'Uranus', moons: 28, dayLengthHours: 17.2 },
  { id: 8, name: 'Neptune', moons: 16, dayLengthHours: 16.1 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1, minWidth: 120 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 130 },
  { field: 'dayLengthHours', headerName: 'Day length (h)', type: 'number', width: 140 },
];

export default function RowDefinitionRowsProp() {
  const [group, setGroup] = React.useState<'inner' | 'outer'>('inner');
  const rows = group === 'inner' ? innerPlanets : outerPlanets;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setGroup((current) => (current === 'inner' ? 'outer' : 'inner'))}
        >
          Show {group === 'inner' ? 'outer' : 'inner'} planets
        </Button>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} label="Planets" hideFooter />
      </Box>
    </Stack>
  );
}
