import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Runner = { id: number; name: string; club: string; lapSeconds: number };

const startList: Runner[] = [
  { id: 1, name: 'Liv Andersen', club: 'North Harbour AC', lapSeconds: 74.2 },
  { id: 2, name: 'Tomás Ribeiro', club: 'Riverside Striders', lapSeconds: 76.9 },
  { id: 3, name: 'Keiko Arai', club: 'Hillfoot Harriers', lapSeconds: 73.5 },
  { id: 4, name: 'Samuel Osei', club: 'North Harbour AC', lapSeconds: 78.1 },
  { id: 5, name: 'Marta Kowal', club: 'Lakeside Runners', lapSeconds: 75.4 },
];

const columns: GridColDef<Runner>[] = [
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 140 },
  { field: 'club', headerName: 'Club', flex: 1, minWidth: 150 },
  {
    field: 'lapSeconds',
    headerName: 'Last lap (s)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(1),
  },
];

let lap = 0;

// Every runner's time moves a little: a whole new array is built for each lap.
function nextLap(runners: Runner[]): Runner[] {
  lap += 1;
  return runners.map((runner, index) => {
    const swing = Math.sin(lap * 1.7 + index * 2.3) * 2.5;
    return { ...runner, lapSeconds: Math.round((runner.lapSeconds + swing) * 10) / 10 };
  });
}

export default function RowUpdatesRowsProp() {
  const [rows, setRows] = React.useState(startList);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" variant="outlined" onClick={() => setRows(nextLap)}>
          Record next lap
        </Button>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Lap times"
          hideFooter
          initialState={{ sorting: { sortModel: [{ field: 'lapSeconds', sort: 'asc' }] } }}
        />
      </Box>
    </Stack>
  );
}
