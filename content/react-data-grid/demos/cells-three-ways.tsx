import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Student = {
  id: number;
  firstName: string;
  lastName: string;
  address: { city: string };
  /** Share of the answers that were right, 0 to 1. */
  score: number;
  passed: boolean;
};

const students: Student[] = [
  { id: 1, firstName: 'Anouk', lastName: 'de Vries', address: { city: 'Utrecht' }, score: 0.92, passed: true },
  { id: 2, firstName: 'Mehmet', lastName: 'Aydın', address: { city: 'Izmir' }, score: 0.58, passed: false },
  { id: 3, firstName: 'Siobhán', lastName: 'Kelly', address: { city: 'Galway' }, score: 0.77, passed: true },
  { id: 4, firstName: 'Rafael', lastName: 'Mendes', address: { city: 'Porto' }, score: 0.64, passed: true },
  { id: 5, firstName: 'Yara', lastName: 'Haddad', address: { city: 'Beirut' }, score: 0.41, passed: false },
];

export default function CellsThreeWays() {
  const [opened, setOpened] = React.useState('Nothing opened yet.');

  const columns = React.useMemo<GridColDef<Student>[]>(
    () => [
      // valueGetter: the value is derived from two fields, so sorting and filtering use the full name.
      {
        field: 'fullName',
        headerName: 'Student',
        width: 170,
        valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
      },
      // valueGetter reaching into a nested object.
      { field: 'city', headerName: 'City', width: 110, valueGetter: (_value, row) => row.address.city },
      // valueFormatter: sorted as 0.92, shown as 92%.
      {
        field: 'score',
        headerName: 'Score',
        type: 'number',
        width: 90,
        valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
      },
      { field: 'passed', headerName: 'Passed', width: 90, valueFormatter: (value: boolean) => (value ? 'Yes' : 'No') },
      // renderCell: a real component with its own click handler.
      {
        field: 'report',
        headerName: 'Report',
        width: 130,
        sortable: false,
        filterable: false,
        renderCell: ({ row, hasFocus }: GridRenderCellParams<Student>) => (
          <Button
            size="small"
            variant="outlined"
            // Only the focused cell's button is in the tab order; arrow keys move between cells.
            tabIndex={hasFocus ? 0 : -1}
            onClick={() => setOpened(`Opened the report of ${row.firstName} ${row.lastName}.`)}
          >
            Open
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {opened}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid rows={students} columns={columns} label="Exam results" hideFooter />
      </Box>
    </Stack>
  );
}
