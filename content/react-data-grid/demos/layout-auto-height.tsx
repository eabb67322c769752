import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Shift = { id: number; day: string; person: string; hours: number };

const people = ['Ines', 'Tomasz', 'Yuki', 'Kwame', 'Lior'];
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const createShift = (index: number): Shift => ({
  id: index + 1,
  day: days[index % days.length] ?? 'Monday',
  person: people[(index * 3) % people.length] ?? 'Ines',
  hours: 4 + (index % 5),
});

const columns: GridColDef<Shift>[] = [
  { field: 'day', headerName: 'Day', width: 130 },
  { field: 'person', headerName: 'On call', width: 130 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

export default function LayoutAutoHeight() {
  const [shifts, setShifts] = React.useState(() => [0, 1, 2].map(createShift));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setShifts((list) => [...list, createShift(list.length)])}
        >
          Add a shift
        </Button>
        <Button size="small" variant="outlined" onClick={() => setShifts((list) => list.slice(0, -1))}>
          Remove a shift
        </Button>
      </Stack>
      {/* Deprecated: prefer a flex parent, which also accepts a minimum and maximum height. */}
      <DataGrid autoHeight rows={shifts} columns={columns} label="On-call rota" />
    </Stack>
  );
}
