import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;
type Day = (typeof days)[number];
type HourRow = { id: number; hour: string } & Record<Day, string>;

// Who staffs the help desk, by day: each shift is a [first hour, last hour, person] triple.
const shifts: Record<Day, [number, number, string][]> = {
  Mon: [
    [8, 11, 'Nadia'],
    [12, 12, 'Lunch break'],
    [13, 17, 'Pieter'],
  ],
  Tue: [
    [8, 9, 'Pieter'],
    [10, 13, 'Yuki'],
    [14, 17, 'Nadia'],
  ],
  Wed: [
    [8, 12, 'Olu'],
    [13, 17, 'Yuki'],
  ],
  Thu: [
    [8, 10, 'Nadia'],
    [11, 11, 'Team meeting'],
    [12, 17, 'Olu'],
  ],
  Fri: [
    [8, 12, 'Pieter'],
    [13, 15, 'Olu'],
    [16, 17, 'Desk closed'],
  ],
};

const rows: HourRow[] = Array.from({ length: 10 }, (_, index) => {
  const hour = 8 + index;
  const row = { id: hour, hour: `${String(hour).padStart(2, '0')}:00` } as HourRow;
  for (const day of days) {
    row[day] = shifts[day].find(([from, to]) => hour >= from && hour <= to)?.[2] ?? '';
  }
  return row;
});

const people = ['Nadia', 'Pieter', 'Yuki', 'Olu'];

const columns: GridColDef<HourRow>[] = [
  { field: 'hour', headerName: 'Hour', width: 80 },
  ...days.map((day): GridColDef<HourRow> => ({
    field: day,
    headerName: day,
    flex: 1,
    minWidth: 110,
    sortable: false,
    cellClassName: ({ value }) => (people.includes(value as string) ? `person-${value}` : 'no-desk'),
  })),
];

export default function RowSpanningRota() {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        rowHeight={36}
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        disableColumnMenu
        label="Help desk rota"
        hideFooter
        autoHeight
        sx={{
          '& .MuiDataGrid-row:hover': { bgcolor: 'transparent' },
          '& .MuiDataGrid-cell[class*="person-"]': { fontWeight: 600, alignItems: 'flex-start', pt: 1 },
          '& .person-Nadia': { bgcolor: 'rgba(33, 150, 243, 0.16)' },
          '& .person-Pieter': { bgcolor: 'rgba(76, 175, 80, 0.16)' },
          '& .person-Yuki': { bgcolor: 'rgba(255, 152, 0, 0.18)' },
          '& .person-Olu': { bgcolor: 'rgba(156, 39, 176, 0.14)' },
          '& .no-desk': { color: 'text.secondary', fontStyle: 'italic' },
        }}
      />
    </Box>
  );
}
